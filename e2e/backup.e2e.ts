// npm run backup while the site runs, then npm run restore into a wiped data directory (embedded
// PostgreSQL): the same bookings, and the uploaded image served; a restore over a running app is refused.
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { type AppProcess as Server, applications, LOAD_ENV, storedBookingIds } from './booking-load.js';
// @ts-expect-error plain ESM helper shared with the global setup
import { journeyTimeout, removeDataDir, startServer, tempDataDir } from './server.mjs';

const servers: Server[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const server of servers) server.kill('SIGKILL');
  for (const dir of dirs) await removeDataDir(dir);
});

/** The site's key of codes and PINs, set as production must (a backup never holds it). */
const KEYS = { CODE_HASH_SECRET: 'e2e-backup-code-hash-secret-0123456789' };

/** Runs `npm run <script> -- args` with DATA_DIR; resolves with its exit code and output. */
function npmRun(script: string, dataDir: string, args: string[] = [], env: Record<string, string> = {}) {
  return new Promise<{ code: number; output: string }>((resolve) =>
    execFile(
      'npm',
      ['run', '--silent', script, '--', ...args],
      { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env }, timeout: 120_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    ),
  );
}

it(
  'backup while running, wipe, restore into the new directory: same bookings, the image served',
  async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const first = (await startServer({ dataDir, env: { ...LOAD_ENV, ...KEYS } })) as Server;
    servers.push(first);
    const make = await applications(first.url);
    for (let n = 1; n <= 3; n++) {
      const res = await fetch(`${first.url}/api/guest-bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(make(n)),
      });
      expect(res.status).toBe(201);
    }
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#39c' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([png], { type: 'image/png' }), 'backup.png');
    const upload = await fetch(`${first.url}/api/upload`, { method: 'POST', body: form });
    expect(upload.status).toBe(200);
    const { imageUrl } = (await upload.json()) as { imageUrl: string };
    const image = Buffer.from(await (await fetch(first.url + imageUrl)).arrayBuffer());
    const bookings = await storedBookingIds(dataDir);

    // While it runs: one consistent backup, its path and size printed.
    const backup = await npmRun('backup', dataDir, [], KEYS);
    expect(backup.code).toBe(0);
    const file = /Backup written: (\S+\.tar\.gz) \(/.exec(backup.output)?.[1];
    expect(file && existsSync(file)).toBe(true);
    expect(backup.output).toMatch(/rows in \d+ tables, \d+ images\)/);
    // For its owner only, in a directory of its owner only.
    expect(statSync(file!).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file!)).mode & 0o777).toBe(0o700);
    // The session secret this development site generated: printed for the environment, never in the backup.
    const secrets = await npmRun('secrets', dataDir);
    expect(secrets.code).toBe(0);
    expect(secrets.output).toMatch(/^SESSION_SECRET=\S{64}$/m);
    expect(secrets.output).not.toMatch(/CODE_HASH_SECRET=/);

    // Never over a running app.
    const refused = await npmRun('restore', dataDir, [file!]);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/in use by another running instance/);

    expect(await first.stop()).toEqual({ code: 0, signal: null });
    // The machine is lost: only the backup file is left.
    const kept = path.join(mkdtempSync(path.join(os.tmpdir(), 'kc-e2e-backup-file-')), 'site.tar.gz');
    copyFileSync(file!, kept);
    dirs.push(path.dirname(kept));
    rmSync(dataDir, { recursive: true, force: true });

    const fresh = tempDataDir();
    dirs.push(fresh);
    // Restored on a machine that has not got the key yet: it says to set it.
    const restore = await npmRun('restore', fresh, [kept]);
    expect(restore.code).toBe(0);
    expect(restore.output).toMatch(/Restored the backup of .* into kculture \(embedded/);
    expect(restore.output).toMatch(/guest_booking: \d+ rows/);
    expect(restore.output).toMatch(/^Before starting: Set CODE_HASH_SECRET to the key of the site/m);
    expect(restore.output).not.toMatch(/admin_session/);
    expect(readdirSync(path.join(fresh, 'uploads'))).toContain(imageUrl.split('/').pop());

    const second = (await startServer({ dataDir: fresh, env: { ...LOAD_ENV, ...KEYS } })) as Server;
    servers.push(second);
    expect(await storedBookingIds(fresh)).toEqual(bookings);
    const served = await fetch(second.url + imageUrl);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(image);
    expect(await second.stop()).toEqual({ code: 0, signal: null });
  },
  journeyTimeout(2, 300_000),
);
