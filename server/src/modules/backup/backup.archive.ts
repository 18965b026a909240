import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import * as tar from 'tar';
import type { ImageStorage } from '../../platform/storage/storage.types.js';
import { generatedKeys, SECRET_SETTINGS } from '../../platform/app-setting/app-setting.service.js';

/**
 * One backup: a gzipped tar of
 * - `manifest.json`: the format, when, the PostgreSQL version, the migrations applied (the schema is
 *   their output), and per table its columns and row count, the sequences, and each image's size and
 *   SHA-256;
 * - `data/<table>.copy`: every row of every table of the app's schema, in PostgreSQL's COPY text format
 *   (exact for every type), all read in one REPEATABLE READ snapshot: one consistent moment;
 * - `uploads/<name>`: the uploaded images (originals; resized variants are a cache made again on demand).
 *
 * Never in it: admin sessions, rate-limit counts, raw bank statements awaiting their import, and the keys
 * the app generated for itself (session secret, code-hash key): a backup is data, not a master key.
 * Written 0600 in a 0700 directory.
 */
export interface BackupManifest {
  format: 'kculture-backup';
  version: 1;
  createdAt: string;
  postgres: string;
  migrations: string[];
  tables: { name: string; columns: string[]; rows: number }[];
  sequences: { name: string; value: string; isCalled: boolean }[];
  uploads: { name: string; size: number; sha256: string }[];
  /** Generated keys (app_setting) the site had and the backup left out: a restore elsewhere must be given them. */
  secretsLeftOut?: string[];
}

/**
 * Tables not backed up: the migrations' own ledger (the manifest lists them), transient counters, the
 * backups' log, the admin sessions (a session in a backup would be a way in for whoever holds the file)
 * and the bank statements uploaded for a preview (raw, with every depositor's name; a day at most).
 */
export const NOT_BACKED_UP = new Set([
  'mikro_orm_migrations',
  'rate_limit',
  'rate_limit_volume',
  'backup_run',
  'admin_session',
  'bank_statement_preview',
]);

/** Rows of a table left out: app_setting's generated keys. */
const ROWS_LEFT_OUT: Record<string, string> = {
  app_setting: `name not in (${Object.keys(SECRET_SETTINGS)
    .map((name) => `'${name}'`)
    .join(', ')})`,
};

/** Backups hold every guest's personal data: only their owner may read them. */
export const BACKUP_FILE_MODE = 0o600;
export const BACKUP_DIR_MODE = 0o700;

/** Makes `dir` (and what is missing above it) and makes it the owner's alone. */
export async function privateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: BACKUP_DIR_MODE });
  await chmod(dir, BACKUP_DIR_MODE);
}
const MIGRATIONS_TABLE = 'mikro_orm_migrations';

const ident = (name: string) => '"' + name.replace(/"/g, '""') + '"';

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** The app's tables (schema public), parents before the tables whose foreign keys point at them. */
async function tablesInLoadOrder(client: pg.ClientBase): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const { rows: edges } = await client.query<{ child: string; parent: string }>(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
     from pg_constraint c join pg_namespace n on n.oid = c.connamespace
     where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`,
  );
  const unquote = (name: string) => name.replace(/^"(.*)"$/, '$1').replace(/""/g, '"');
  const parents = new Map<string, Set<string>>(tables.map((t) => [t.name, new Set<string>()]));
  for (const { child, parent } of edges) parents.get(unquote(child))?.add(unquote(parent));
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent);
    ordered.push(name);
  };
  for (const { name } of tables) visit(name);
  return ordered;
}

async function columnsOf(client: pg.ClientBase, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select attname as name from pg_attribute
     where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
     order by attnum`,
    [ident(table)],
  );
  return rows.map((r) => r.name);
}

/** Counts the rows of a COPY text stream as it passes: one line per row. */
function lineCounter() {
  let lines = 0;
  return {
    get lines() {
      return lines;
    },
    async *count(source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
        yield chunk;
      }
    },
  };
}

/**
 * Writes one backup of the database at `databaseUrl` and the images of `uploads` to `file` (a .tar.gz),
 * while the site runs: the rows are read in one snapshot, then the images are taken (an image is written
 * before any row names it, so every image a row of the snapshot names is there). The archive is built
 * beside `file` and renamed into place when complete. Answers the manifest and the file's size.
 */
export async function writeBackup(
  databaseUrl: string,
  uploads: ImageStorage,
  file: string,
): Promise<{ manifest: BackupManifest; size: number }> {
  const stage = `${file}.partial.d`;
  await rm(stage, { recursive: true, force: true });
  await privateDir(stage);
  await mkdir(path.join(stage, 'data'), { mode: BACKUP_DIR_MODE });
  await mkdir(path.join(stage, 'uploads'), { mode: BACKUP_DIR_MODE });
  try {
    const client = new pg.Client({ connectionString: databaseUrl, application_name: 'kc-backup' });
    client.on('error', () => undefined);
    await client.connect();
    const manifest: BackupManifest = {
      format: 'kculture-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      postgres: '',
      migrations: [],
      tables: [],
      sequences: [],
      uploads: [],
      secretsLeftOut: [],
    };
    try {
      await client.query('begin isolation level repeatable read read only');
      manifest.postgres = (await client.query<{ v: string }>('show server_version')).rows[0].v;
      manifest.createdAt = (
        await client.query<{ at: Date }>('select transaction_timestamp() as at')
      ).rows[0].at.toISOString();
      manifest.migrations = (
        await client.query<{ name: string }>(`select name from ${MIGRATIONS_TABLE} order by id`)
      ).rows.map((r) => r.name);
      for (const table of await tablesInLoadOrder(client)) {
        if (NOT_BACKED_UP.has(table)) continue;
        const columns = await columnsOf(client, table);
        const counter = lineCounter();
        const list = columns.map(ident).join(', ');
        const filter = ROWS_LEFT_OUT[table];
        const stream = client.query(
          copyTo(
            filter
              ? `copy (select ${list} from ${ident(table)} where ${filter}) to stdout`
              : `copy ${ident(table)} (${list}) to stdout`,
          ),
        );
        await pipeline(
          stream,
          counter.count.bind(counter),
          createWriteStream(path.join(stage, 'data', `${table}.copy`)),
        );
        manifest.tables.push({ name: table, columns, rows: counter.lines });
      }
      manifest.secretsLeftOut = [...(await generatedKeys(client)).keys()];
      const { rows: sequences } = await client.query<{ name: string }>(
        `select sequencename as name from pg_sequences where schemaname = 'public' order by sequencename`,
      );
      for (const { name } of sequences) {
        const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
          `select last_value::text, is_called from ${ident(name)}`,
        );
        manifest.sequences.push({ name, value: rows[0].last_value, isCalled: rows[0].is_called });
      }
      await client.query('commit');
    } finally {
      await client.end().catch(() => undefined);
    }

    for (const { name } of await uploads.list()) {
      const target = path.join(stage, 'uploads', name);
      const local = (uploads as { dir?: string }).dir;
      // A local store: hard links (files are replaced by rename, never changed in place), else copies.
      const linked = local
        ? await link(path.join(local, name), target).then(
            () => true,
            () => false,
          )
        : false;
      if (!linked) {
        const object = await uploads.get(name);
        if (!object) continue; // deleted since the listing: not named by the snapshot's rows
        await pipeline(object.stream, createWriteStream(target));
      }
      manifest.uploads.push({ name, size: (await stat(target)).size, sha256: await sha256(target) });
    }
    await writeFile(path.join(stage, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const partial = `${file}.partial`;
    await rm(partial, { force: true });
    await tar.c({ gzip: true, file: partial, cwd: stage, portable: true, mode: BACKUP_FILE_MODE }, [
      'manifest.json',
      'data',
      'uploads',
    ]);
    await chmod(partial, BACKUP_FILE_MODE);
    await rename(partial, file);
    return { manifest, size: (await stat(file)).size };
  } finally {
    await rm(stage, { recursive: true, force: true });
    await rm(`${file}.partial`, { force: true });
  }
}

/** A backup unpacked into `dir` and checked: its manifest, every table file and every image's checksum. */
export async function unpackBackup(file: string, dir: string): Promise<BackupManifest> {
  await mkdir(dir, { recursive: true });
  await tar.x({ file, cwd: dir, strict: true });
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
  } catch {
    throw new Error(`${file} is not a backup of this app (no readable manifest.json).`);
  }
  if (manifest.format !== 'kculture-backup' || manifest.version !== 1)
    throw new Error(`${file} is not a backup this version of the app can read.`);
  const names = new Set(await readdir(path.join(dir, 'data')));
  for (const table of manifest.tables)
    if (!names.has(`${table.name}.copy`)) throw new Error(`${file} is incomplete: no rows of ${table.name}.`);
  for (const image of manifest.uploads) {
    const at = path.join(dir, 'uploads', image.name);
    if ((await sha256(at).catch(() => '')) !== image.sha256)
      throw new Error(`${file} is damaged: the image ${image.name} does not match its checksum.`);
  }
  return manifest;
}

/** The tables of a backup a restore loads: all but what is never backed up now (older backups had sessions). */
export const restoredTables = (manifest: BackupManifest) =>
  manifest.tables.filter((t) => !NOT_BACKED_UP.has(t.name));

/**
 * Loads the rows of an unpacked backup into the database at `databaseUrl`, whose schema must be the
 * output of exactly the backup's migrations (the caller runs them). One transaction: every table
 * emptied, then filled (user triggers off, so no content-version bump or notification fires twice),
 * the sequences set, the row counts checked against the manifest. Nothing is left half-loaded.
 */
export async function loadRows(databaseUrl: string, dir: string, manifest: BackupManifest): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'kc-restore' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('begin');
    const present = new Set(
      (
        await client.query<{ name: string }>(
          `select tablename as name from pg_tables where schemaname = 'public'`,
        )
      ).rows.map((r) => r.name),
    );
    // A backup written before sessions were left out still has them: they are not brought back.
    const loaded = restoredTables(manifest);
    const missing = loaded.filter((t) => !present.has(t.name)).map((t) => t.name);
    if (missing.length) throw new Error(`the schema lacks the backed-up tables ${missing.join(', ')}`);
    const tables = loaded.map((t) => ident(t.name));
    if (tables.length) await client.query(`truncate ${tables.join(', ')} restart identity cascade`);
    for (const table of loaded) {
      await client.query(`alter table ${ident(table.name)} disable trigger user`);
      const stream = client.query(
        copyFrom(`copy ${ident(table.name)} (${table.columns.map(ident).join(', ')}) from stdin`),
      );
      await pipeline(createReadStream(path.join(dir, 'data', `${table.name}.copy`)), stream);
      await client.query(`alter table ${ident(table.name)} enable trigger user`);
      const { rows } = await client.query<{ n: string }>(
        `select count(*)::text as n from ${ident(table.name)}`,
      );
      if (Number(rows[0].n) !== table.rows)
        throw new Error(`${table.name}: ${rows[0].n} rows loaded, the backup has ${table.rows}`);
    }
    for (const sequence of manifest.sequences) {
      await client.query('select setval($1::regclass, $2::bigint, $3)', [
        ident(sequence.name),
        sequence.value,
        sequence.isCalled,
      ]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}
