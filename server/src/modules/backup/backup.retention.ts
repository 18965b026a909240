/** A backup file and when it was made. */
export interface Dated {
  name: string;
  at: Date;
}

/** The Seoul date (YYYY-MM-DD) of an instant. */
const seoulDay = (at: Date) => new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

/** The Monday (Seoul) of the week of an instant. */
function seoulWeek(at: Date): string {
  const day = new Date(seoulDay(at) + 'T00:00:00Z');
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Which backups to keep: the newest of each of the `daily` most recent days that have one, and the
 * newest of each of the `weekly` most recent weeks (Monday to Sunday, Seoul) that have one. A backup
 * may count for both. The rest may be deleted.
 */
export function backupsToKeep(backups: readonly Dated[], daily: number, weekly: number): Set<string> {
  const newestFirst = [...backups].sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<string>();
  const pick = (bucket: (at: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      const key = bucket(backup.at);
      if (seen.has(key)) continue;
      if (seen.size >= count) break;
      seen.add(key);
      keep.add(backup.name);
    }
  };
  pick(seoulDay, daily);
  pick(seoulWeek, weekly);
  return keep;
}

/**
 * Scheduled backups are named kculture-YYYYMMDD-HHMMSS.tar.gz (UTC), their encrypted copies the same with
 * .enc; anything else is never pruned.
 */
export const SCHEDULED_NAME = /^kculture-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.tar\.gz(\.enc)?$/;

export function backupName(at: Date, manual = false): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `kculture-${stamp}${manual ? '-manual' : ''}.tar.gz`;
}

/** When a scheduled backup was made, from its name (undefined for other files). */
export function scheduledAt(name: string): Date | undefined {
  const m = SCHEDULED_NAME.exec(name);
  return m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6])) : undefined;
}
