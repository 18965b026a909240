import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { Checkbox } from './Checkbox';

const rows = ['#12', '#13'];

function SelectAll() {
  const [selected, setSelected] = useState<string[]>([]);
  const all = selected.length === rows.length ? true : selected.length > 0 ? 'indeterminate' : false;
  return (
    <>
      <Checkbox
        aria-label="Select all bookings"
        checked={all}
        onCheckedChange={(checked) => setSelected(checked ? rows : [])}
      />
      {rows.map((row) => (
        <Checkbox
          key={row}
          label={`Select booking ${row}`}
          checked={selected.includes(row)}
          onCheckedChange={(checked) =>
            setSelected((current) => (checked ? [...current, row] : current.filter((r) => r !== row)))
          }
        />
      ))}
    </>
  );
}

describe('Checkbox', () => {
  it('is labelled, toggles with Space, and shows "mixed" on a partial select-all', async () => {
    const { user } = await renderWithProviders(<SelectAll />);
    const all = screen.getByRole('checkbox', { name: 'Select all bookings' });
    const first = screen.getByRole('checkbox', { name: 'Select booking #12' });
    expect(all).toHaveAttribute('aria-checked', 'false');

    first.focus();
    await user.keyboard(' ');
    expect(first).toBeChecked();
    expect(all).toHaveAttribute('aria-checked', 'mixed');

    // Clicking a partly checked select-all selects every row.
    await user.click(all);
    expect(all).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select booking #13' })).toBeChecked();

    // The visible label toggles too.
    await user.click(screen.getByText('Select booking #12'));
    expect(first).not.toBeChecked();
    expect(all).toHaveAttribute('aria-checked', 'mixed');
  });
});
