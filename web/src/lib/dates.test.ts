import { formatDateWithWeekday } from './dates';

describe('formatDateWithWeekday', () => {
  // The tests run in Honolulu (UTC-10): a date read as local midnight UTC would show the 19th.
  it.each([
    ['en', '20 Nov 2026 (Fri)'],
    ['ja', '2026年11月20日(金)'],
    ['zh-Hant', '2026年11月20日 (週五)'],
    ['ko', '2026년 11월 20일 (금)'],
  ])('writes 2026-11-20 in %s as %j', (locale, text) => {
    expect(formatDateWithWeekday('2026-11-20', locale)).toBe(text);
  });

  it('keeps the calendar day at the turn of a year', () => {
    expect(formatDateWithWeekday('2009-01-04', 'en')).toBe('4 Jan 2009 (Sun)');
    expect(formatDateWithWeekday('2026-12-31', 'ja')).toBe('2026年12月31日(木)');
  });
});
