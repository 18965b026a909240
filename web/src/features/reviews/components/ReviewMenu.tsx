import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconButton } from '@/components/Button';

const Wrapper = styled.div`
  position: relative;
`;

const Dots = styled.span`
  font-size: 1.5rem;
  line-height: 1;
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  z-index: 10;
  min-width: 180px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.md};

  button {
    display: block;
    width: 100%;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    text-align: left;
    cursor: pointer;
  }

  button:hover,
  button:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

type ReviewMenuProps = {
  reviewerName: string;
  onEdit: () => void;
  onDelete: () => void;
};

/**
 * A review's actions (Edit Review, Delete Review) behind a "more" button: a menu button
 * pattern with arrow keys, Escape and a click outside to close.
 */
export function ReviewMenu({ reviewerName, onEdit, onDelete }: ReviewMenuProps) {
  const { t } = useLingui();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    if (!open) return;
    itemRefs.current[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onMenuKeyDown(event: KeyboardEvent) {
    const items = itemRefs.current.filter((item): item is HTMLButtonElement => item !== null);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % items.length,
      ArrowUp: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      items[moves[event.key]]?.focus();
    } else if (event.key === 'Escape') {
      // The menu closes, not a dialog around it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  const items = [
    { label: <Trans>Edit Review</Trans>, action: onEdit },
    { label: <Trans>Delete Review</Trans>, action: onDelete },
  ];

  return (
    <Wrapper ref={wrapperRef}>
      <IconButton
        ref={buttonRef}
        aria-label={t`Review options for ${reviewerName}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((current) => !current)}
      >
        <Dots aria-hidden="true">⋯</Dots>
      </IconButton>
      {open ? (
        <Menu id={menuId} role="menu" aria-label={t`Review options`} onKeyDown={onMenuKeyDown}>
          {items.map((item, i) => (
            <li key={i} role="none">
              <button
                ref={(node) => {
                  itemRefs.current[i] = node;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  setOpen(false);
                  item.action();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </Menu>
      ) : null}
    </Wrapper>
  );
}
