import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConfirmationMode } from '@domain/constants';
import { Button } from '@/components/Button';
import { CheckIcon, ClockIcon } from '@/components/icons';
import { Container } from '@/components/Layout';
import { Price } from '@/components/Price';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { useConfirmationWording } from '@/lib/confirmationMode';
import { safeHref } from '@/lib/safeUrl';

/**
 * Room the page keeps at its bottom so the fixed bar never covers content: the bar's height on a
 * 390 px phone (a discounted price over two lines, how bookings are confirmed on a third).
 */
export const BOOKING_BAR_SPACE = '104px';

const Bar = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  padding: ${({ theme }) => theme.space.sm} 0;
  padding-bottom: calc(${({ theme }) => theme.space.sm} + env(safe-area-inset-bottom, 0px));
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.bottomBar};
`;

// Price and button side by side; how bookings are confirmed on a line of its own under them.
const Inner = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
`;

const Action = styled.div`
  grid-area: 1 / 2;
`;

/** Read right after the price; shown under price and button, the bar's whole width (one line on a phone). */
const Confirmation = styled.p<{ $instant: boolean }>`
  grid-area: 2 / 1 / 3 / 3;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $instant }) => ($instant ? theme.colors.success : theme.colors.textMuted)};

  svg {
    flex-shrink: 0;
    width: 16px;
    height: 16px;
  }
`;

const ExternalLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 52px;
  padding: 0 ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: 700;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

type BookingBarProps = {
  price: number;
  discountedPrice: number;
  externalBookingLink: string | null;
  /** How a booking made here is confirmed (not said for an item sold on another site). */
  confirmationMode: ConfirmationMode;
  onSchedule: () => void;
};

/**
 * The fixed bar at the bottom of an experience: price per person, how a booking is confirmed, and
 * Schedule. An experience sold elsewhere opens its external booking page in a new tab; otherwise
 * Schedule asks the booking feature to open its calendar.
 */
export function BookingBar({
  price,
  discountedPrice,
  externalBookingLink,
  confirmationMode,
  onSchedule,
}: BookingBarProps) {
  const { t } = useLingui();
  const confirmation = useConfirmationWording();
  const external = safeHref(externalBookingLink);
  const instant = confirmationMode === 'instant';
  return (
    <Bar role="region" aria-label={t`Booking`}>
      <Inner>
        <Price price={price} discountedPrice={discountedPrice} perPerson size="lg" />
        {external ? null : (
          <Confirmation $instant={instant}>
            {instant ? <CheckIcon /> : <ClockIcon />}
            {confirmation(confirmationMode)}
          </Confirmation>
        )}
        <Action>
          {external ? (
            <ExternalLink href={external} target="_blank" rel="noopener noreferrer">
              <Trans>Schedule</Trans>
              <VisuallyHidden>
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </VisuallyHidden>
            </ExternalLink>
          ) : (
            <Button size="lg" onClick={onSchedule}>
              <Trans>Schedule</Trans>
            </Button>
          )}
        </Action>
      </Inner>
    </Bar>
  );
}
