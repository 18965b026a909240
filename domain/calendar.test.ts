import {
  addDays,
  daysInRange,
  isHhMm,
  isIsoDate,
  seoulDateTime,
  seoulToday,
  toDateParts,
  toIsoDate,
  weekday,
  zoneDataDateTime,
} from './calendar.js';

describe('Seoul calendar', () => {
  it('reads today in Seoul whatever the instant', () => {
    // 2026-03-01 15:00 UTC is already 2026-03-02 00:00 in Seoul.
    expect(seoulToday(new Date('2026-03-01T15:00:00Z'))).toBe('2026-03-02');
    expect(seoulToday(new Date('2026-03-01T14:59:59Z'))).toBe('2026-03-01');
    expect(seoulDateTime(new Date('2026-03-01T00:30:00Z'))).toEqual({ date: '2026-03-01', time: '09:30' });
    // Midnight is 00:00 of the new day (never 24:00), and a year turns over with it.
    expect(seoulDateTime(new Date('2026-12-31T15:00:00Z'))).toEqual({ date: '2027-01-01', time: '00:00' });
    expect(seoulDateTime(new Date('2026-12-31T14:59:00Z'))).toEqual({ date: '2026-12-31', time: '23:59' });
  });

  it('reads the wall clock as the time-zone data does, before, across and long after 1988', () => {
    // From 1989 it adds nine hours; before, Seoul kept daylight saving time in 1987 and 1988 (UTC+10).
    expect(seoulDateTime(new Date('1988-07-01T00:30:00Z'))).toEqual({ date: '1988-07-01', time: '10:30' });
    expect(seoulDateTime(new Date('1989-07-01T00:30:00Z'))).toEqual({ date: '1989-07-01', time: '09:30' });
    const instants = [
      Date.UTC(1987, 4, 10, 14, 59),
      Date.UTC(1988, 11, 31, 14, 59),
      Date.UTC(1988, 11, 31, 15, 0),
      Date.UTC(1989, 0, 1),
      Date.UTC(2028, 1, 28, 15, 0),
      Date.UTC(2038, 0, 19, 3, 14),
      Date.UTC(9999, 11, 30, 15, 0),
    ];
    // An instant every 7 h 13 min 17 s over sixty years: every hour of the day, every day of the month.
    for (let at = Date.UTC(1985, 0, 1); at < Date.UTC(2045, 0, 1); at += 26_000_017) instants.push(at);
    for (const at of instants) expect([at, seoulDateTime(new Date(at))]).toEqual([at, zoneDataDateTime(at)]);
  });

  it('validates dates and times strictly', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-2-1')).toBe(false);
    expect(isHhMm('09:00')).toBe(true);
    expect(isHhMm('24:00')).toBe(false);
    expect(isHhMm('9:00')).toBe(false);
  });

  it('does date arithmetic on calendar dates', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekday('2026-11-22')).toBe(0);
    expect(daysInRange('2026-03-01', '2026-03-01')).toBe(1);
    expect(daysInRange('2028-01-01', '2028-12-31')).toBe(366);
    expect(daysInRange('1000-01-14', '9999-12-31')).toBe(3_287_169);
    expect(daysInRange('2026-03-02', '2026-03-01')).toBe(0);
  });

  it('converts the REST date shapes', () => {
    expect(toIsoDate([2026, 7, 5])).toBe('2026-07-05');
    expect(toIsoDate({ year: 2026, month: 12, day: 31 })).toBe('2026-12-31');
    expect(toIsoDate('2026-07-05')).toBe('2026-07-05');
    expect(toIsoDate([2026, 2, 30])).toBeNull();
    expect(toIsoDate('nope')).toBeNull();
    expect(toDateParts('2026-07-05')).toEqual([2026, 7, 5]);
  });
});
