import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { Select } from './Select';

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

function Filter() {
  const [value, setValue] = useState('JPN');
  return (
    <>
      <Select
        label="Language"
        emptyOption="All languages"
        options={[
          { value: 'ENG', label: 'English' },
          { value: 'JPN', label: '日本語', lang: 'ja' },
        ]}
        value={value}
        onChange={setValue}
      />
      <output aria-label="Chosen">{value}</output>
    </>
  );
}

describe('Select with an empty option', () => {
  it("lists the empty option first; choosing it gives '' and shows its text", async () => {
    const { user } = await renderWithProviders(<Filter />);
    const combobox = screen.getByRole('combobox', { name: 'Language' });
    expect(combobox).toHaveTextContent('日本語');
    await user.click(combobox);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All languages', 'English', '日本語']);
    expect(options[2]).toHaveAttribute('lang', 'ja');
    await user.click(options[0]);
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent(/^$/);
    expect(combobox).toHaveTextContent('All languages');
  });
});
