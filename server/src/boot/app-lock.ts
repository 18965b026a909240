import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
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

function readHolder(file: string): Holder | undefined {
  try {
    const [pid, ticks] = readFileSync(file, 'utf8').split('\n');
    return { pid: Number(pid), ticks: ticks || undefined };
  } catch {
    return undefined;
  }
}

/** The holder is this very process, or a live process that is still the one that wrote the file. */
function holderRuns({ pid, ticks }: Holder): boolean {
  if (pid === process.pid || !isAlive(pid)) return false;
  const now = startTicks(pid);
  return !ticks || !now || now === ticks;
}

/**
 * Claims DATA_DIR for this process: `DATA_DIR/app.pid` holds the pid of the app that runs the embedded
 * database there (and the process's start time on Linux, so that a pid reused after a crash does not
 * count). Another live app holding it: a StartError, nothing touched. A lock left by a dead app (killed,
 * out of memory) is taken over; the database it left running is then ours to stop.
 */
export function acquireAppLock(dataDir: string): AppLock {
  const file = path.join(dataDir, APP_LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o644);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 5) throw error;
      const holder = readHolder(file);
      if (holder && holderRuns(holder)) {
        throw new StartError(
          `The data directory ${dataDir} is in use by another running instance of the app (pid ${holder.pid}): stop that one first, or start this one with another DATA_DIR.`,
        );
      }
      // A stale lock: the app that wrote it is gone.
      try {
        unlinkSync(file);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
      }
      continue;
    }
    writeSync(fd, `${process.pid}\n${startTicks(process.pid) ?? ''}\n`);
    closeSync(fd);
    return {
      release() {
        if (readHolder(file)?.pid !== process.pid) return;
        try {
          unlinkSync(file);
        } catch {
          /* already gone */
        }
      },
    };
  }
}
