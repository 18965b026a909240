import { formatReviewDate } from './reviewDate';

describe('formatReviewDate', () => {
  it('writes yy.mm.dd and the weekday abbreviation of the UI language', () => {
    // 2025-06-20 was a Friday, whatever the machine's time zone.
    expect(formatReviewDate('2025-06-20', 'en')).toEqual({ date: '25.06.20', weekday: 'Fri' });
    expect(formatReviewDate('2025-06-20', 'ja').weekday).toBe('金');
    expect(formatReviewDate('2025-06-20', 'zh-Hant').weekday).toBe('週五');
    expect(formatReviewDate('2025-06-20', 'ko').weekday).toBe('금');
    expect(formatReviewDate('2009-01-04', 'en')).toEqual({ date: '09.01.04', weekday: 'Sun' });
  });
});
