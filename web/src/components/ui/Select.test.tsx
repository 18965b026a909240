import { useState } from 'react';
import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { Select } from './Select';

// jsdom lacks what Radix Select calls on open.
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
  Element.prototype.hasPointerCapture = jest.fn(() => false);
  Element.prototype.releasePointerCapture = jest.fn();
});

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <Select
        label="Status"
        placeholder="Any status"
        options={[
          { value: 'pending', label: 'Pending' },
          { value: 'confirmed', label: 'Confirmed' },
          { value: 'cancelled', label: 'Cancelled', disabled: true },
        ]}
        value={value}
        onChange={setValue}
      />
      <output aria-label="Chosen">{value}</output>
    </>
  );
}

describe('Select', () => {
  it('is a combobox named by its label that opens from the keyboard and reports the choice', async () => {
    const { user } = await renderWithProviders(<Harness />);
    const combobox = screen.getByRole('combobox', { name: 'Status' });
    expect(combobox).toHaveTextContent('Any status');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');

    combobox.focus();
    await user.keyboard('{Enter}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox');
    expect(screen.getByRole('option', { name: 'Cancelled' })).toHaveAttribute('aria-disabled', 'true');
    expect(listbox).toBeInTheDocument();

    await user.click(screen.getByRole('option', { name: 'Confirmed' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('confirmed');
    expect(combobox).toHaveTextContent('Confirmed');
    expect(combobox).toHaveFocus();
  });

  it('closes on Escape without changing the value', async () => {
    const { user } = await renderWithProviders(<Harness />);
    const combobox = screen.getByRole('combobox', { name: 'Status' });
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('');
    expect(combobox).toHaveFocus();
  });
});
