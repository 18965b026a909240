import { arrivalText, believedScanTime, slotEndInstant, undoable } from './checkIn.js';

describe('check-in rules', () => {
  const now = new Date('2026-12-05T01:30:00Z'); // 10:30 in Seoul

  it('believes an offline scan time of the same Seoul day in the past, else none', () => {
    const earlier = new Date('2026-12-05T00:55:00Z');
    expect(believedScanTime(earlier, now)).toEqual(earlier);
    expect(believedScanTime(new Date('2026-12-05T02:00:00Z'), now)).toBeNull(); // the future
    expect(believedScanTime(new Date('2026-12-04T14:59:00Z'), now)).toBeNull(); // 23:59 the day before
    expect(believedScanTime(new Date('2026-12-04T15:00:00Z'), now)).toEqual(new Date('2026-12-04T15:00:00Z'));
    expect(believedScanTime(new Date('nonsense'), now)).toBeNull();
    expect(believedScanTime(null, now)).toBeNull();
  });

  it('lets a check-in be undone for a minute', () => {
    expect(undoable(new Date(now.getTime() - 60_000), now)).toBe(true);
    expect(undoable(new Date(now.getTime() - 60_001), now)).toBe(false);
  });

  it("ends a slot after the item's duration, or three hours when it is no length of time", () => {
    expect(slotEndInstant('2026-12-05', '10:00', '90min')).toEqual(new Date('2026-12-05T02:30:00Z'));
    expect(slotEndInstant('2026-12-05', '10:00', 'half day')).toEqual(new Date('2026-12-05T04:00:00Z'));
    expect(slotEndInstant('2026-12-05', '25:00', '1h')).toBeNull();
  });

  it('writes the arrival column', () => {
    const at = new Date();
    expect(arrivalText({ checkedInAt: at, guestsArrived: 3, numberOfGuests: 4 })).toBe('arrived 3 of 4');
    expect(arrivalText({ checkedInAt: at, numberOfGuests: 2 })).toBe('arrived 2 of 2');
    expect(arrivalText({ noShowAt: at, numberOfGuests: 2 })).toBe('no-show');
    expect(arrivalText({ numberOfGuests: 2 })).toBe('');
  });
});
