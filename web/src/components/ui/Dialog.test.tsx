import { useRef, useState } from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { Dialog, DialogClose } from './Dialog';

function Harness({ withInitialFocus = false }: { withInitialFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <button onClick={() => setOpen(true)}>Edit</button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Edit booking"
        description="Change the guest count."
        initialFocusRef={withInitialFocus ? inputRef : undefined}
      >
        <label>
          Guests
          <input ref={inputRef} type="number" />
        </label>
        <DialogClose asChild>
          <button>Cancel</button>
        </DialogClose>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled, described modal dialog that takes focus and keeps Tab inside', async () => {
    const { user } = await renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit booking' });
    expect(dialog).toHaveAccessibleDescription('Change the guest count.');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();

    await user.tab();
    expect(within(dialog).getByRole('spinbutton', { name: 'Guests' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('closes on Escape, on its close button and on the backdrop, returning focus to the opener', async () => {
    const { user } = await renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Edit' });

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('focuses the given element first', async () => {
    const { user } = await renderWithProviders(<Harness withInitialFocus />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('spinbutton', { name: 'Guests' })).toHaveFocus();
  });
});
