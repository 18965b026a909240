import { isoToSeoulLocal, seoulDotDate, seoulLocalToIso } from './seoulInstant.js';

describe('Seoul wall time', () => {
  it('reads a datetime-local value as Seoul time', () => {
    expect(seoulLocalToIso('2026-12-01T09:30')).toBe('2026-12-01T00:30:00.000Z');
    expect(seoulLocalToIso('2026-12-01T08:00')).toBe('2026-11-30T23:00:00.000Z');
    expect(seoulLocalToIso('')).toBeNull();
    expect(seoulLocalToIso('2026-12-01')).toBeNull();
  });

  it('shows an instant in Seoul', () => {
    expect(isoToSeoulLocal('2026-11-30T23:00:00.000Z')).toBe('2026-12-01T08:00');
    expect(isoToSeoulLocal(null)).toBe('');
    expect(seoulDotDate('2026-11-30T23:00:00.000Z')).toBe('2026.12.01');
  });
});
