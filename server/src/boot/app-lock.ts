import { createHash, randomBytes } from 'node:crypto';
import { linkSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StartError } from './start-errors.js';
import { isAlive, startTicks } from './processes.js';

export const APP_LOCK_FILE = 'app.pid';

export interface AppLock {
  release(): void;
}

interface Holder {
  pid: number;
  ticks?: string;
}

function parseHolder(content: string): Holder {
  const [pid, ticks] = content.split('\n');
  return { pid: Number(pid), ticks: ticks || undefined };
}

function readContent(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The holder is a live process other than this one, and still the one that wrote the file. */
function holderRuns({ pid, ticks }: Holder): boolean {
  if (pid === process.pid || !isAlive(pid)) return false;
  const now = startTicks(pid);
  return !ticks || !now || now === ticks;
}

/** This process, as a lock file says it: the pid and (Linux) its start time, so a reused pid does not count. */
const ownContent = () => `${process.pid}\n${startTicks(process.pid) ?? ''}\n`;

/**
 * Creates `file` holding `content` unless it exists: written under a temporary name and hard-linked,
 * so that a reader never sees a lock file without its holder, and the link fails if the file exists.
 */
function createExclusive(file: string, content: string): boolean {
  const temp = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, content, { mode: 0o644 });
  try {
    linkSync(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(temp, { force: true });
  }
}

/** The claim a start must hold to remove a stale lock file whose content is `content`. */
export function staleClaimFile(file: string, content: string): string {
  return `${file}.stale-${createHash('sha256').update(content).digest('hex').slice(0, 16)}`;
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Takes `file` for this process; answers the live holder instead when there is one. A file whose holder
 * is dead is removed only by the start that holds its claim (`staleClaimFile`, taken by the same rules,
 * so a claim left by a start that died is taken over in turn), and only if the file still holds that
 * dead holder: two starts at the same moment never remove each other's new lock.
 */
function take(file: string, depth = 0): Holder | undefined {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (createExclusive(file, ownContent())) return undefined;
    const content = readContent(file);
    if (content === undefined) continue;
    const holder = parseHolder(content);
    if (holderRuns(holder)) return holder;
    if (depth > 5) throw new Error(`${file}: too many stale claims`);
    const claim = staleClaimFile(file, content);
    if (take(claim, depth + 1)) {
      // Another start is removing this stale lock right now: look again in a moment.
      pause(5);
      continue;
    }
    try {
      if (readContent(file) === content) unlinkSync(file);
    } finally {
      rmSync(claim, { force: true });
    }
  }
  throw new Error(`${file}: the lock changed hands too often to be taken`);
}

/**
 * Claims DATA_DIR for this process: `DATA_DIR/app.pid` holds the pid of the app that runs the embedded
 * database there (and the process's start time on Linux, so that a pid reused after a crash does not
 * count). Another live app holding it: a StartError, nothing touched. A lock left by a dead app (killed,
 * out of memory) is taken over, by one start only when several try at once; the database it left running
 * is then ours to stop.
 */
export function acquireAppLock(dataDir: string): AppLock {
  const file = path.join(dataDir, APP_LOCK_FILE);
  const holder = take(file);
  if (holder) {
    throw new StartError(
      `The data directory ${dataDir} is in use by another running instance of the app (pid ${holder.pid}): stop that one first, or start this one with another DATA_DIR.`,
    );
  }
  const mine = ownContent();
  return {
    release() {
      if (readContent(file) !== mine) return;
      try {
        unlinkSync(file);
      } catch {
        /* already gone */
      }
    },
  };
}
