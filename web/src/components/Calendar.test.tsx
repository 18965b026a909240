import { screen } from '@testing-library/react';
import type { AppLocale } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { Calendar } from './Calendar';

const captions: Array<[AppLocale, string, string]> = [
  ['en', 'June 2026', 'Monday, June 15, 2026'],
  ['ja', '2026年6月', '2026年6月15日月曜日'],
  ['zh-Hant', '2026年6月', '2026年6月15日 星期一'],
  ['ko', '2026년 6월', '2026년 6월 15일 월요일'],
];

describe('Calendar', () => {
  it.each(captions)('names the month and its days in %s', async (locale, caption, day) => {
    await renderWithProviders(
      <Calendar
        focusedDate="2026-06-15"
        onFocusedDateChange={() => {}}
        onSelect={() => {}}
        today="2026-06-15"
      />,
      { locale },
    );
    expect(screen.getByRole('heading', { name: caption })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: day })).toHaveAttribute('aria-current', 'date');
    // Weeks start on Sunday in every language, as before (the header row is hidden from
    // assistive technology: each day's name carries its weekday).
    expect(screen.getAllByRole('columnheader', { hidden: true })[0]).toHaveAttribute(
      'aria-label',
      expect.stringMatching(/Sunday|日曜日|星期日|일요일/),
    );
  });
});
