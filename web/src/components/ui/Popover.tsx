import type { ReactNode } from 'react';
import * as RadixPopover from '@radix-ui/react-popover';
import { styled } from 'styled-components';

const Content = styled(RadixPopover.Content)`
  z-index: ${({ theme }) => theme.zIndices.modal};
  max-width: calc(100vw - ${({ theme }) => theme.space.md});
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.md};
  outline: none;
`;

export type PopoverProps = {
  /** The button that opens it (rendered through Radix `Trigger asChild`: give a real button). */
  trigger: ReactNode;
  children: ReactNode;
  /** Accessible name of the popover content (it is a `dialog`). */
  label: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'right' | 'bottom' | 'left';
};

/**
 * Non-modal floating panel on Radix Popover: the trigger gets `aria-expanded`/`aria-controls`,
 * Escape or a click outside closes it and focus returns to the trigger.
 */
export function Popover({
  trigger,
  children,
  label,
  open,
  onOpenChange,
  align = 'start',
  side = 'bottom',
}: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <Content aria-label={label} align={align} side={side} sideOffset={6} collisionPadding={8}>
          {children}
        </Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

/** Closes the surrounding `Popover` when activated. */
export const PopoverClose = RadixPopover.Close;
