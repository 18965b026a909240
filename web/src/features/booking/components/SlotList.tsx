import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { CardGrid } from '@/components/Layout';
import { Spinner } from '@/components/Spinner';
import { formatFullDate } from '@/lib/dates';
import { seatsLeftMessage } from '../messages';
import { slotState, type Slot } from '../schedule';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const SlotButton = styled.button`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  width: 100%;
  min-height: 64px;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
  }

  &:disabled {
    border-style: dashed;
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }

  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Closed = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.danger};
`;

const WaitlistButton = styled.button`
  width: 100%;
  min-height: 44px;
  margin-top: ${({ theme }) => theme.space.xxs};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

type SlotListProps = {
  date: string;
  slots: readonly Slot[];
  loading: boolean;
  /** The guest count chosen: a slot with fewer seats left cannot take the party. */
  guests?: number;
  onChoose: (time: string) => void;
  /** Offered under a full slot (or one too small for the party) that still sells: join its waitlist. */
  onWaitlist?: (time: string) => void;
};

/**
 * The time slots of a day with the seats left ("3 of 10 left"). Slots that have started
 * (Seoul time) are closed and labelled as past time; slots without seats are Full, and slots
 * with fewer seats than the chosen guests are closed as not enough seats.
 */
export function SlotList({ date, slots, loading, guests = 1, onChoose, onWaitlist }: SlotListProps) {
  const { i18n } = useLingui();
  const day = formatFullDate(date, i18n.locale);
  const now = new Date();
  return (
    <Section aria-labelledby="slot-list-title">
      <h3 id="slot-list-title">
        <Trans>Times on {day}</Trans>
      </h3>
      {loading ? (
        <Spinner />
      ) : slots.length === 0 ? (
        <Empty>
          <Trans>No times can be booked on this day.</Trans>
        </Empty>
      ) : (
        <CardGrid $minColumn="140px" $gap="sm">
          {slots.map((slot) => {
            const state = slotState(date, slot, now);
            const { available, total } = slot;
            const tooSmall = state === 'open' && available < guests;
            return (
              <li key={slot.time}>
                <SlotButton
                  type="button"
                  disabled={state !== 'open' || tooSmall}
                  onClick={() => onChoose(slot.time)}
                >
                  <strong>{slot.time}</strong>
                  <span>{i18n._(seatsLeftMessage(available, total))}</span>
                  {state === 'past' ? (
                    <Closed>
                      <Trans>Past time</Trans>
                    </Closed>
                  ) : state === 'closed' ? (
                    <Closed>
                      <Trans>Booking closed</Trans>
                    </Closed>
                  ) : state === 'full' ? (
                    <Closed>
                      <Trans>Full</Trans>
                    </Closed>
                  ) : tooSmall ? (
                    <Closed>
                      <Trans>Not enough seats</Trans>
                    </Closed>
                  ) : null}
                </SlotButton>
                {onWaitlist && (state === 'full' || tooSmall) ? (
                  <WaitlistButton type="button" onClick={() => onWaitlist(slot.time)}>
                    <Trans>Join the waitlist for {slot.time}</Trans>
                  </WaitlistButton>
                ) : null}
              </li>
            );
          })}
        </CardGrid>
      )}
    </Section>
  );
}
