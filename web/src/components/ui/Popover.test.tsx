import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { Popover, PopoverClose } from './Popover';

function Harness() {
  return (
    <>
      <Popover label="Filters" trigger={<button>Filters</button>}>
        <label>
          Guests
          <input type="number" />
        </label>
        <PopoverClose asChild>
          <button>Done</button>
        </PopoverClose>
      </Popover>
      <button>Elsewhere</button>
    </>
  );
}

describe('Popover', () => {
  it('opens from its trigger with aria-expanded, focuses inside, closes on Escape back to the trigger', async () => {
    const { user } = await renderWithProviders(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Filters' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('dialog', { name: 'Filters' });
    expect(trigger).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('spinbutton', { name: 'Guests' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const { user } = await renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
