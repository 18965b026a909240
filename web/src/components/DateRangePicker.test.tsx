import { jest } from '@jest/globals';
import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { DateRangePicker, type DateRange } from './DateRangePicker';

const TODAY = '2026-06-15'; // a Monday

function Harness({
  initial = null,
  onChange,
}: {
  initial?: DateRange | null;
  onChange: (range: DateRange | null) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DateRangePicker
      value={value}
      today={TODAY}
      onChange={(range) => {
        setValue(range);
        onChange(range);
      }}
    />
  );
}

async function open(initial: DateRange | null = null) {
  const onChange = jest.fn<(range: DateRange | null) => void>();
  const rendered = await renderWithProviders(<Harness initial={initial} onChange={onChange} />);
  await rendered.user.click(screen.getByRole('button', { name: initial ? /^Dates: / : 'Any dates' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Choose your dates' }));
  const day = (label: string) => dialog.getByRole('button', { name: label });
  return { ...rendered, onChange, dialog, day };
}

const startAndEnd = (dialog: ReturnType<typeof within>) =>
  dialog.getAllByRole('definition').map((item: HTMLElement) => item.textContent);

describe('date-range picker', () => {
  it('disables days before today (Seoul) and the months before this one', async () => {
    const { user, day, dialog } = await open();
    expect(day('Sunday, June 14, 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Monday, June 15, 2026')).not.toHaveAttribute('aria-disabled');
    expect(day('Monday, June 15, 2026')).toHaveAttribute('aria-current', 'date');
    expect(dialog.getByRole('button', { name: 'Previous month' })).toBeDisabled();

    await user.click(day('Sunday, June 14, 2026'));
    expect(day('Sunday, June 14, 2026')).toHaveAttribute('aria-pressed', 'false');
    expect(startAndEnd(dialog)).toEqual(['Not selected', 'Not selected']);
  });

  it('holds a pending start and end, applied only on Apply', async () => {
    const { user, day, dialog, onChange } = await open();
    await user.click(day('Tuesday, June 16, 2026'));
    expect(day('Tuesday, June 16, 2026')).toHaveAttribute('aria-pressed', 'true');
    expect(startAndEnd(dialog)).toEqual(['Jun 16, 2026', 'Jun 16, 2026']);

    await user.click(day('Thursday, June 18, 2026'));
    expect(startAndEnd(dialog)).toEqual(['Jun 16, 2026', 'Jun 18, 2026']);
    expect(onChange).not.toHaveBeenCalled();

    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-06-16', to: '2026-06-18' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Dates: Jun 16\s–\s18, 2026$/ })).toBeInTheDocument();
  });

  it('uses the start as the end when only a start is chosen', async () => {
    const { user, day, dialog, onChange } = await open();
    await user.click(day('Saturday, June 20, 2026'));
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-06-20', to: '2026-06-20' });
  });

  it('starts again when a day before the start is chosen: the end is never before the start', async () => {
    const { user, day, dialog, onChange } = await open();
    await user.click(day('Saturday, June 20, 2026'));
    await user.click(day('Wednesday, June 17, 2026'));
    expect(startAndEnd(dialog)).toEqual(['Jun 17, 2026', 'Jun 17, 2026']);
    await user.click(day('Friday, June 19, 2026'));
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-06-17', to: '2026-06-19' });
  });

  it('discards the pending choice on Close (and on Escape)', async () => {
    const initial = { from: '2026-06-20', to: '2026-06-21' };
    const { user, day, dialog, onChange } = await open(initial);
    expect(startAndEnd(dialog)).toEqual(['Jun 20, 2026', 'Jun 21, 2026']);
    await user.click(day('Tuesday, June 16, 2026'));
    // The footer's Close (the header's × says the same).
    await user.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /^Dates: Jun 20\s–\s21, 2026$/ }));
    const reopened = within(screen.getByRole('dialog'));
    expect(startAndEnd(reopened)).toEqual(['Jun 20, 2026', 'Jun 21, 2026']);
    await user.click(reopened.getByRole('button', { name: 'Tuesday, June 16, 2026' }));
    await user.keyboard('{Escape}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('removes the range with Clear dates', async () => {
    const { user, dialog, onChange } = await open({ from: '2026-06-20', to: '2026-06-21' });
    await user.click(dialog.getByRole('button', { name: 'Clear dates' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.getByRole('button', { name: 'Any dates' })).toBeInTheDocument();
  });

  it('moves between days with the arrow keys and between months with Page Down', async () => {
    const { user, day, dialog } = await open();
    // The day picker tracks the focused day in state.
    act(() => day('Monday, June 15, 2026').focus());
    await user.keyboard('{ArrowRight}');
    expect(day('Tuesday, June 16, 2026')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day('Tuesday, June 23, 2026')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(dialog.getByRole('heading', { name: 'July 2026' })).toBeInTheDocument();
    expect(day('Thursday, July 23, 2026')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(day('Thursday, July 23, 2026')).toHaveAttribute('aria-pressed', 'true');
  });
});
