import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Request, Response } from 'express';
import pg from 'pg';
import type { Config } from '../../config.js';
import { createTestDatabase, type TestDatabase } from '../../testing/database.js';
import { makeAdmin } from '../../testing/fixtures.js';
import { createTestApp } from '../../testing/test-app.js';
import { LEGACY_SECRET_FILE, sessionMiddleware, sessionSecret } from './session.js';

let db: TestDatabase;
let pool: pg.Pool;
const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'kc-session-'));
const stored = async () =>
  (await pool.query<{ value: string }>(`select value from app_setting where name = 'session_secret'`)).rows;

beforeAll(async () => {
  db = await createTestDatabase();
  pool = new pg.Pool({ connectionString: db.url, max: 10 });
  // The database is dropped WITH (FORCE) at the end: a connection still closing is not an error.
  pool.on('error', () => undefined);
});
afterAll(async () => {
  await pool.end();
  await db.drop();
});
beforeEach(() => pool.query('delete from app_setting'));

describe('the session secret', () => {
  it('is generated once and kept in the database: instances starting at once all get that one', async () => {
    const secrets = await Promise.all(
      Array.from({ length: 8 }, () => sessionSecret({ dataDir: dataDir() }, pool)),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(await stored()).toEqual([{ value: secrets[0] }]);
    expect(await sessionSecret({ dataDir: dataDir() }, pool)).toBe(secrets[0]);
  });

  it('takes over the one an earlier version kept in DATA_DIR, so logged-in admins stay logged in', async () => {
    const dir = dataDir();
    const legacy = 'k'.repeat(64);
    writeFileSync(path.join(dir, LEGACY_SECRET_FILE), legacy + '\n');
    expect(await sessionSecret({ dataDir: dir }, pool)).toBe(legacy);
    // Another instance (its own DATA_DIR, no file) now reads the same one.
    expect(await sessionSecret({ dataDir: dataDir() }, pool)).toBe(legacy);
  });

  it('keeps a SESSION_SECRET that is configured, and stores nothing', async () => {
    const configured = 'c'.repeat(40);
    expect(await sessionSecret({ sessionSecret: configured, dataDir: dataDir() }, pool)).toBe(configured);
    expect(await stored()).toEqual([]);
  });

  it('signs cookies that another app instance on the database accepts', async () => {
    const first = await createTestApp({ SESSION_SECRET: '' });
    const second = await createTestApp({ SESSION_SECRET: '' }, {}, { database: first.database });
    try {
      const { username, password } = await makeAdmin(first.em());
      const browser = first.client();
      expect((await browser.login(username, password)).status).toBe(200);
      const me = await browser.at(second.url).rest('GET', '/api/admin/me');
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ id: expect.any(Number), username, role: 'owner' });
      // A configured secret wins: an instance with another one does not accept the cookie.
      const third = await createTestApp({ SESSION_SECRET: 'x'.repeat(40) }, {}, { database: first.database });
      const refused = await browser.at(third.url).rest('GET', '/api/admin/me');
      await third.close();
      expect(refused.status).toBe(200);
      expect(refused.body).toBeNull();
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('the session middleware', () => {
  /** What the middleware leaves on a request: whether express-session made it a session. */
  async function sessionOf(method: string, url: string, cookie?: string) {
    const config = {
      sessionSecret: 'x'.repeat(40),
      dataDir: dataDir(),
      sessionIdleSeconds: 3600,
      sessionAbsoluteSeconds: 86_400,
      nodeEnv: 'test',
      publicUrl: 'http://localhost',
      trustProxy: 0,
    } as unknown as Config;
    const [sessions] = await sessionMiddleware(config, pool);
    const req = Object.assign(new http.IncomingMessage(new net.Socket()), {
      method,
      url,
      originalUrl: url,
      headers: cookie ? { cookie } : {},
    }) as unknown as Request;
    const res = new http.ServerResponse(req as unknown as http.IncomingMessage) as unknown as Response;
    await new Promise<void>((resolve, reject) =>
      sessions(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
    );
    return req.session;
  }

  it("skips a guest's application without the session cookie, and reads the session everywhere else", async () => {
    expect(await sessionOf('POST', '/api/guest-bookings')).toBeUndefined();
    // An admin's own application (with the cookie), sign-in and other writes: a session as before.
    expect(await sessionOf('POST', '/api/guest-bookings', 'kc.sid=s%3Aunknown.sig')).toBeDefined();
    expect(await sessionOf('POST', '/api/admin/login')).toBeDefined();
    expect(await sessionOf('GET', '/api/guest-bookings')).toBeDefined();
  });
});
