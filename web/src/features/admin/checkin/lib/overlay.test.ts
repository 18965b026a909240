import type { ManifestRow } from './types';
import { withQueued } from './overlay';
import { enqueue } from './queue';
import { slotStarted } from './time';

const row = (bookingId: number, guests: number): ManifestRow => ({
  bookingId,
  bookingNumber: `#${bookingId}`,
  itemId: 1,
  itemName: 'Hanbok walk',
  date: '2026-11-29',
  time: '10:00',
  name: `Guest ${bookingId}`,
  guests,
  arrived: false,
  guestsArrived: null,
  checkedInAt: null,
  checkedInBy: null,
  scannedAt: null,
  noShow: false,
  noShowAt: null,
  paymentStatus: 'paid',
  amountDue: 0,
  currency: 'KRW',
  option: null,
  language: 'ENG',
  specialRequests: '',
  phone: '',
  status: 'confirmed',
});

describe('the manifest on the phone', () => {
  it('shows queued check-ins as here, with their guest count, and marks them waiting', () => {
    const meta = { id: '1', deviceId: 'd', scannedAt: '2026-11-29T00:55:00Z' };
    let queue = enqueue([], { bookingId: 2 }, meta);
    queue = enqueue(queue, { bookingId: 3, guestsArrived: 3 }, { ...meta, id: '2' });
    const shown = withQueued([row(1, 2), row(2, 4), row(3, 4)], queue);
    expect(shown.map((r) => [r.bookingId, r.guestsArrived, r.pending])).toEqual([
      [1, null, false],
      [2, 4, true],
      [3, 3, true],
    ]);
  });

  it('knows when a slot has started, in Seoul time', () => {
    const at = new Date('2026-11-29T00:55:00Z'); // 09:55 in Seoul
    expect(slotStarted('2026-11-29', '10:00', at)).toBe(false);
    expect(slotStarted('2026-11-29', '09:30', at)).toBe(true);
    expect(slotStarted('2026-11-28', '18:00', at)).toBe(true);
    expect(slotStarted('2026-11-30', '09:00', at)).toBe(false);
  });
});
