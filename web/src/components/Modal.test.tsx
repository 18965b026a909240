import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { Modal } from './Modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open dialog</button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Edit booking"
        description="Change the guest count."
      >
        <label>
          Guests
          <input type="number" />
        </label>
        <button>Save</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled, described modal dialog that takes focus', async () => {
    const { user } = await renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit booking' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Change the guest count.');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside', async () => {
    const { user } = await renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const save = within(dialog).getByRole('button', { name: 'Save' });

    await user.tab();
    expect(within(dialog).getByRole('spinbutton', { name: 'Guests' })).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('closes on Escape and on the backdrop, returning focus to the opener', async () => {
    const { user } = await renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open dialog' });

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
