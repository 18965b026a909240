import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** /proc/<pid>/stat fields after the command name (which may hold spaces and parentheses). */
function procStat(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** The process exists and is not a zombie (a zombie holds its pid but runs nothing). */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return procStat(pid)?.[0] !== 'Z';
}

/**
 * When the process started, in clock ticks since boot (Linux); undefined elsewhere. With the pid it
 * names one process for good: a pid reused after a crash has another start time.
 */
export function startTicks(pid: number): string | undefined {
  return procStat(pid)?.[19];
}

/** The command line of a process ('' when it cannot be read). */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    try {
      return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  }
}

/** Resolves true once `done()` holds, false when `ms` have passed first. */
export async function waitUntil(done: () => boolean, ms: number, stepMs = 100): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
  return true;
}
