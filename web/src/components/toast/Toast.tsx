import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { css, styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { IconButton } from '../Button';
import { CloseIcon } from '../icons';
import {
  DEFAULT_TOAST_DURATION,
  SWIPE_THRESHOLD_PX,
  type ToastRecord,
  type ToastVariant,
} from './toastContext';

const Item = styled.li<{ $variant: ToastVariant; $offset: number; $dragging: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  touch-action: pan-y;
  user-select: none;
  transform: translateX(${({ $offset }) => $offset}px);
  opacity: ${({ $offset }) => Math.max(0.2, 1 - $offset / 200)};
  transition: ${({ $dragging }) => ($dragging ? 'none' : 'transform 0.2s ease, opacity 0.2s ease')};

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

const Title = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Description = styled.p`
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
 * One toast: dismisses itself after its duration (paused while hovered or focused),
 * on its close button, or when swiped right past 50 px.
 */
export function Toast({ toast, onDismiss }: ToastProps) {
  const { t } = useLingui();
  const variant = toast.variant ?? 'default';
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const [dragStart, setDragStart] = useState<number | null>(null);
  const remaining = useRef(toast.duration ?? DEFAULT_TOAST_DURATION);

  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(onDismiss, remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, onDismiss]);

  function onPointerDown(event: PointerEvent<HTMLLIElement>) {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    setDragStart(event.clientX);
    setPaused(true);
  }

  function onPointerMove(event: PointerEvent<HTMLLIElement>) {
    if (dragStart === null) return;
    // Only a swipe to the right dismisses; dragging left does nothing.
    setOffset(Math.max(0, event.clientX - dragStart));
  }

  function onPointerEnd() {
    if (dragStart === null) return;
    setDragStart(null);
    if (offset > SWIPE_THRESHOLD_PX) {
      onDismiss();
    } else {
      setOffset(0);
      setPaused(false);
    }
  }

  return (
    <Item
      role={variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      $variant={variant}
      $offset={offset}
      $dragging={dragStart !== null}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => dragStart === null && setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <Body>
        <Title>{toast.title}</Title>
        {toast.description ? <Description>{toast.description}</Description> : null}
      </Body>
      <Close aria-label={t`Dismiss notification`} onClick={onDismiss}>
        <CloseIcon />
      </Close>
    </Item>
  );
}
