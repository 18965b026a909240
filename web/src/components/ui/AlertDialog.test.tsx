import { useState } from 'react';
import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { AlertDialog } from './AlertDialog';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog
      open={open}
      onOpenChange={setOpen}
      title="Delete this item?"
      description="It cannot be restored."
      confirmLabel="Delete"
      destructive
      onConfirm={onConfirm}
      trigger={<button>Delete item</button>}
    />
  );
}

describe('AlertDialog', () => {
  it('asks with focus on Close; Escape backs out without confirming and returns focus', async () => {
    const onConfirm = jest.fn();
    const { user } = await renderWithProviders(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Delete item' });
    await user.click(opener);

    const dialog = screen.getByRole('alertdialog', { name: 'Delete this item?' });
    expect(dialog).toHaveAccessibleDescription('It cannot be restored.');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms once and closes', async () => {
    const onConfirm = jest.fn();
    const { user } = await renderWithProviders(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete item' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('returns focus to whatever opened it when it has no trigger', async () => {
    function Untriggered() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Cancel booking</button>
          <AlertDialog open={open} onOpenChange={setOpen} title="Cancel this booking?" onConfirm={() => {}} />
        </>
      );
    }
    const { user } = await renderWithProviders(<Untriggered />);
    const opener = screen.getByRole('button', { name: 'Cancel booking' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
