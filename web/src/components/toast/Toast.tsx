import * as RadixToast from '@radix-ui/react-toast';
import { css, styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { IconButton } from '../Button';
import { CloseIcon } from '../icons';
import type { ToastRecord, ToastVariant } from './toastContext';

const Root = styled(RadixToast.Root)<{ $variant: ToastVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  pointer-events: auto;

  /* Radix sets the swipe distance in CSS variables; follow the finger, snap back if too short. */
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
    opacity: 0.6;
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform 0.2s ease;
  }

  ${({ $variant, theme }) =>
    $variant === 'destructive'
      ? css`
          background: ${theme.colors.danger};
          border-color: ${theme.colors.danger};
          color: ${theme.colors.textInverse};
        `
      : $variant === 'success'
        ? css`
            border-left: 6px solid ${theme.colors.success};
          `
        : null}
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled(RadixToast.Title)`
  margin: 0;
  font-weight: 700;
`;

const Description = styled(RadixToast.Description)`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Close = styled(IconButton)`
  width: 32px;
  height: 32px;
  flex-shrink: 0;

  svg {
    width: 18px;
    height: 18px;
  }
`;

type ToastProps = { toast: ToastRecord; onDismiss: () => void };

/**
 * One toast on Radix Toast: closes after its duration (paused while the region is hovered or
 * focused), on its close button, on Escape, or when swiped right past the provider's threshold.
 * A destructive toast is announced assertively (`foreground`), others politely.
 */
export function Toast({ toast, onDismiss }: ToastProps) {
  const { t } = useLingui();
  const variant = toast.variant ?? 'default';
  return (
    <Root
      $variant={variant}
      type={variant === 'destructive' ? 'foreground' : 'background'}
      duration={toast.duration}
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
    >
      <Body>
        <Title>{toast.title}</Title>
        {toast.description ? <Description>{toast.description}</Description> : null}
      </Body>
      <RadixToast.Close asChild>
        <Close aria-label={t`Dismiss notification`}>
          <CloseIcon />
        </Close>
      </RadixToast.Close>
    </Root>
  );
}
