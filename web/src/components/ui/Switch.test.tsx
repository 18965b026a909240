import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { Switch } from './Switch';

function Harness() {
  const [on, setOn] = useState(false);
  return <Switch label="Visible on the storefront" checked={on} onCheckedChange={setOn} />;
}

describe('Switch', () => {
  it('is a switch named by its label, toggled by click and by Space', async () => {
    const { user } = await renderWithProviders(<Harness />);
    const toggle = screen.getByRole('switch', { name: 'Visible on the storefront' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByText('Visible on the storefront'));
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });
});
