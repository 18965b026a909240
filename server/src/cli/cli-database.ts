import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import type { Logger } from '../common/logger.js';
import { isAlive } from '../boot/processes.js';
import { APP_DATABASE, startDatabase } from '../db/database.js';

/** The URL of the embedded PostgreSQL a running app started on `dataDir`, if one runs. */
function runningEmbedded(dataDir: string): string | undefined {
  try {
    const lines = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
    if (!isAlive(Number(lines[0]))) return undefined;
    const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
    return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${lines[3]}/${APP_DATABASE}`;
  } catch {
    return undefined;
  }
}

/**
 * The database a command works on: DATABASE_URL, or the embedded PostgreSQL of DATA_DIR (the running
 * app's when it runs, else started here and stopped by `stop`).
 */
export async function commandDatabase(
  config: Config,
  logger: Logger,
): Promise<{ url: string; stop(): Promise<void> }> {
  const running = config.databaseUrl ? undefined : runningEmbedded(config.dataDir);
  if (running) return { url: running, stop: async () => {} };
  return startDatabase(config, logger).catch((error: unknown) => {
    throw new Error(`Could not reach the database: ${(error as Error).message}`);
  });
}
