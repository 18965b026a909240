import { useState } from 'react';
import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { DatePicker } from './DatePicker';

function Harness({
  onChange,
  initial = '2026-06-15',
}: {
  onChange: (value: string) => void;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DatePicker
      label="Slot date"
      value={value}
      min="2026-06-10"
      clearable
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('DatePicker', () => {
  it('opens on the chosen day, moves with the arrow keys, picks with Enter and returns focus', async () => {
    const onChange = jest.fn<(value: string) => void>();
    const { user } = await renderWithProviders(<Harness onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: 'Slot date Monday, June 15, 2026' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');

    trigger.focus();
    await user.keyboard('{Enter}');
    const popover = within(screen.getByRole('dialog', { name: 'Slot date' }));
    expect(popover.getByRole('heading', { name: 'June 2026' })).toBeInTheDocument();
    expect(popover.getByRole('button', { name: 'Monday, June 15, 2026' })).toHaveFocus();
    // Days before the minimum cannot be chosen.
    expect(popover.getByRole('button', { name: 'Tuesday, June 9, 2026' })).toBeDisabled();

    await user.keyboard('{ArrowRight}');
    expect(popover.getByRole('button', { name: 'Tuesday, June 16, 2026' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-06-16');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Slot date Tuesday, June 16, 2026' })).toHaveFocus();
  });

  it('closes on Escape without changing the date, and clears when asked', async () => {
    const onChange = jest.fn<(value: string) => void>();
    const { user } = await renderWithProviders(<Harness onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /^Slot date/ });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('button', { name: 'Slot date Choose a date' })).toBeInTheDocument();
  });

  it('shows Korean captions and dates for a Korean back office', async () => {
    const { user } = await renderWithProviders(<Harness onChange={() => {}} />, { locale: 'ko' });
    await user.click(screen.getByRole('button', { name: 'Slot date 2026년 6월 15일 월요일' }));
    const popover = within(screen.getByRole('dialog'));
    expect(popover.getByRole('heading', { name: '2026년 6월' })).toBeInTheDocument();
    expect(popover.getByRole('button', { name: '2026년 6월 16일 화요일' })).toBeInTheDocument();
  });
});
