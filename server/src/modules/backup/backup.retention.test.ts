import { backupName, backupsToKeep, scheduledAt } from './backup.retention.js';

/** A scheduled backup every day at 03:00 Seoul (18:00 UTC the day before), `days` days back from 2026-11-25. */
function daily(days: number) {
  return Array.from({ length: days }, (_, i) => {
    const at = new Date(Date.UTC(2026, 10, 24 - i, 18, 0, 0));
    return { name: backupName(at), at };
  });
}

describe('backupsToKeep', () => {
  it('keeps the newest of each of the last 7 days and of each of the last 4 weeks (Seoul, Monday first)', () => {
    const backups = daily(60);
    const keep = [...backupsToKeep(backups, 7, 4)].sort().reverse();
    // 2026-11-25 is a Wednesday in Seoul: 7 days (Nov 19-25), then the newest of the weeks of
    // Nov 23 (Wed 25, kept already), Nov 16 (Sun 22), Nov 9 (Sun 15) and Nov 2 (Sun 8).
    expect(keep.map((name) => name.slice(9, 24))).toEqual([
      '20261124-180000',
      '20261123-180000',
      '20261122-180000',
      '20261121-180000',
      '20261120-180000',
      '20261119-180000',
      '20261118-180000',
      '20261114-180000',
      '20261107-180000',
    ]);
  });

  it('keeps only the newest of several on one day, and everything when there are few', () => {
    const at = (iso: string) => ({ name: backupName(new Date(iso)), at: new Date(iso) });
    const sameDay = [at('2026-11-24T16:00:00Z'), at('2026-11-24T20:00:00Z'), at('2026-11-25T01:00:00Z')];
    // 16:00 UTC is 01:00 Seoul on the 25th, like the two later ones: one day, one kept.
    expect(backupsToKeep(sameDay, 7, 0)).toEqual(new Set([sameDay[2].name]));
    expect(backupsToKeep(daily(3), 7, 4).size).toBe(3);
  });

  it('reads the time back from a scheduled name; manual and other files are never candidates', () => {
    const at = new Date('2026-11-24T18:00:07Z');
    expect(backupName(at)).toBe('kculture-20261124-180007.tar.gz');
    expect(scheduledAt(backupName(at))).toEqual(at);
    // The encrypted copy in the backup bucket is pruned by the same rule.
    expect(scheduledAt(`${backupName(at)}.enc`)).toEqual(at);
    expect(scheduledAt(backupName(at, true))).toBeUndefined();
    expect(scheduledAt('notes.txt')).toBeUndefined();
  });
});
