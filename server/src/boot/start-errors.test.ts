import { ConfigError } from '../config.js';
import { databaseUnreachable, describeStartError } from './start-errors.js';

const errno = (code: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`${code} something`), { code, ...extra });

describe('describeStartError', () => {
  it('says something for a rejection without an Error (the old `undefined`)', () => {
    expect(describeStartError(undefined)).toBe(
      'Start failed: an unknown error (nothing was reported) (LOG_LEVEL=debug shows the details).',
    );
    expect(describeStartError('postgres\nexited')).toBe(
      'Start failed: postgres (LOG_LEVEL=debug shows the details).',
    );
    expect(describeStartError({ exitCode: 3 })).toBe(
      'Start failed: {"exitCode":3} (LOG_LEVEL=debug shows the details).',
    );
  });

  it('keeps the first line of an unknown error, never its stack', () => {
    const line = describeStartError(new Error('boom\n    at somewhere (file.js:1:1)'));
    expect(line).toBe('Start failed: boom (LOG_LEVEL=debug shows the details).');
  });

  it('maps listen, file system and connection errors to what to do', () => {
    expect(
      describeStartError(errno('EADDRINUSE', { syscall: 'listen', port: 4000, address: '0.0.0.0' })),
    ).toBe(
      'Cannot listen on port 4000 of 0.0.0.0: it is already in use. Stop the program using it, or set PORT to a free port.',
    );
    expect(describeStartError(errno('EACCES', { syscall: 'listen', port: 80 }))).toBe(
      'Cannot listen on port 80: permission denied. Use a PORT above 1023, or let this user bind low ports.',
    );
    expect(
      describeStartError(errno('EROFS', { syscall: 'open', path: '/data/x' }), { dataDir: '/data' }),
    ).toBe(
      'Cannot use /data/x: read-only file system. Make DATA_DIR (/data) a directory this user can write, or set DATA_DIR to one.',
    );
    expect(
      describeStartError(errno('ENOSPC', { syscall: 'write', path: '/data/x' }), { dataDir: '/data' }),
    ).toBe(
      'Cannot write /data/x: no space left on the device. Free some space on the disk of DATA_DIR (/data).',
    );
    // localhost tries IPv4 and IPv6: node reports both refusals at once.
    const both = new AggregateError([errno('ECONNREFUSED'), errno('ECONNREFUSED')], 'connect failed');
    expect(describeStartError(both, { databaseUrl: 'postgresql://u:secret@localhost:6543/app' })).toBe(
      'Cannot reach the database at localhost:6543/app (connection refused): check DATABASE_URL and that PostgreSQL is running and accepts connections from here.',
    );
  });

  it('tells a refused login and a missing database apart, without the password', () => {
    const url = 'postgresql://u:secret@db.internal/app';
    const login = Object.assign(new Error('password authentication failed for user "u"'), { code: '28P01' });
    expect(databaseUnreachable(login, url).message).toBe(
      'The database at db.internal:5432/app refused the login (password authentication failed for user "u"): check the user and password in DATABASE_URL.',
    );
    const missing = Object.assign(new Error('database "app" does not exist'), { code: '3D000' });
    expect(databaseUnreachable(missing, url).message).toBe(
      'database "app" does not exist at db.internal:5432/app: create it, or fix the database name in DATABASE_URL.',
    );
    expect(describeStartError(new ConfigError('PORT must be a whole number'))).toBe(
      'Configuration error: PORT must be a whole number',
    );
  });
});
