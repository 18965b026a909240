import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { DropdownMenu } from './DropdownMenu';

describe('DropdownMenu', () => {
  it('opens from the keyboard, moves with arrows, runs the chosen action and returns focus', async () => {
    const edit = jest.fn();
    const remove = jest.fn();
    const { user } = await renderWithProviders(
      <DropdownMenu
        trigger={<button>Actions for #12</button>}
        items={[
          { id: 'edit', label: 'Edit', onSelect: edit },
          { id: 'archive', label: 'Archive', onSelect: jest.fn(), disabled: true },
          { id: 'delete', label: 'Delete', onSelect: remove, destructive: true, separated: true },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Actions for #12' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');

    trigger.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    // The disabled item is skipped.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(remove).toHaveBeenCalledTimes(1);
    expect(edit).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape without acting', async () => {
    const edit = jest.fn();
    const { user } = await renderWithProviders(
      <DropdownMenu
        trigger={<button>More</button>}
        items={[{ id: 'edit', label: 'Edit', onSelect: edit }]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'More' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(edit).not.toHaveBeenCalled();
  });
});
