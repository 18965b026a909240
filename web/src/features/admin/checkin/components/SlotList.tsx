import { styled } from 'styled-components';
import { Trans } from '@lingui/react/macro';
import type { SlotSummary } from '../lib/types';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SlotButton = styled.button`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  min-height: 72px;
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  font: inherit;
  cursor: pointer;

  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** The day's slots, each a big button that opens its manifest. */
export function SlotList({
  slots,
  onOpen,
}: {
  slots: readonly SlotSummary[];
  onOpen: (slot: SlotSummary) => void;
}) {
  if (slots.length === 0)
    return (
      <p>
        <Trans>No slots with bookings today.</Trans>
      </p>
    );
  return (
    <List>
      {slots.map((slot) => {
        const { time, itemName, arrived, guests, bookings } = slot;
        return (
          <li key={`${time}-${slot.itemId}`}>
            <SlotButton type="button" onClick={() => onOpen(slot)}>
              <strong>
                {time} · {itemName}
              </strong>
              <span>
                <Trans>
                  {arrived} of {guests} guests here · {bookings} bookings
                </Trans>
              </span>
            </SlotButton>
          </li>
        );
      })}
    </List>
  );
}
