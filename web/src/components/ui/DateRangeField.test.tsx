import { useState } from 'react';
import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { DateRange } from '@/lib/dates';
import { renderWithProviders } from '@/testing/render';
import { DateRangeField } from './DateRangeField';

function Harness({ onChange }: { onChange: (value: DateRange | null) => void }) {
  const [value, setValue] = useState<DateRange | null>(null);
  return (
    <DateRangeField
      label="Slot dates"
      value={value}
      min="2026-06-01"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('DateRangeField', () => {
  it('takes a start then an end; an earlier day starts again; Clear dates removes the range', async () => {
    const onChange = jest.fn<(value: DateRange | null) => void>();
    const { user } = await renderWithProviders(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Slot dates Any dates' }));
    const popover = within(screen.getByRole('dialog', { name: 'Slot dates' }));
    const day = (name: string) => popover.getByRole('button', { name });

    await user.click(day('Thursday, June 18, 2026'));
    await user.click(day('Tuesday, June 16, 2026'));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(day('Saturday, June 20, 2026'));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-06-16', to: '2026-06-20' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: /^Slot dates Jun 16\s–\s20, 2026$/ });

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('button', { name: 'Slot dates Any dates' })).toBeInTheDocument();
  });

  it('takes the same day twice as a one-day range', async () => {
    const onChange = jest.fn<(value: DateRange | null) => void>();
    const { user } = await renderWithProviders(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /^Slot dates/ }));
    const day = screen.getByRole('button', { name: 'Wednesday, June 17, 2026' });
    await user.click(day);
    await user.click(screen.getByRole('button', { name: 'Wednesday, June 17, 2026' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-06-17', to: '2026-06-17' });
  });
});
