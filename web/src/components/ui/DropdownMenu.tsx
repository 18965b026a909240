import type { ReactNode } from 'react';
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { css, styled } from 'styled-components';

const Content = styled(RadixMenu.Content)`
  z-index: ${({ theme }) => theme.zIndices.modal};
  min-width: 10rem;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Item = styled(RadixMenu.Item)<{ $destructive: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  outline: none;

  ${({ $destructive, theme }) =>
    $destructive &&
    css`
      color: ${theme.colors.danger};
    `}

  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.surface};
  }

  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

const Separator = styled(RadixMenu.Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.space.xs} 0;
  background: ${({ theme }) => theme.colors.border};
`;

export type MenuAction = {
  /** Stable key. */
  id: string;
  label: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
  /** Shown in the danger colour (delete, cancel a booking). */
  destructive?: boolean;
  /** Draws a separator above this item. */
  separated?: boolean;
};

export type DropdownMenuProps = {
  /** The button that opens the menu (Radix `Trigger asChild`: give a real, labelled button). */
  trigger: ReactNode;
  items: readonly MenuAction[];
  align?: 'start' | 'center' | 'end';
};

/**
 * Menu of actions on Radix DropdownMenu: `role="menu"` with `menuitem`s, arrow keys and
 * typeahead, Enter/Space activate, Escape closes and returns focus to the trigger.
 */
export function DropdownMenu({ trigger, items, align = 'end' }: DropdownMenuProps) {
  return (
    <RadixMenu.Root modal={false}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <Content align={align} sideOffset={4} collisionPadding={8}>
          {items.map((item) => [
            item.separated ? <Separator key={`${item.id}-separator`} /> : null,
            <Item
              key={item.id}
              disabled={item.disabled}
              $destructive={item.destructive ?? false}
              onSelect={item.onSelect}
            >
              {item.label}
            </Item>,
          ])}
        </Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
