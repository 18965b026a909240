import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { Container } from '@/components/Layout';
import { Price } from '@/components/Price';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { safeHref } from '@/lib/safeUrl';

/** Room the page keeps at its bottom so the fixed bar never covers content. */
export const BOOKING_BAR_SPACE = '96px';

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

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
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
  onSchedule: () => void;
};

/**
 * The fixed bar at the bottom of an experience: price per person and Schedule. An experience
 * sold elsewhere opens its external booking page in a new tab; otherwise Schedule asks the
 * booking feature to open its calendar.
 */
export function BookingBar({ price, discountedPrice, externalBookingLink, onSchedule }: BookingBarProps) {
  const { t } = useLingui();
  const external = safeHref(externalBookingLink);
  return (
    <Bar role="region" aria-label={t`Booking`}>
      <Inner>
        <Price price={price} discountedPrice={discountedPrice} perPerson size="lg" />
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
      </Inner>
    </Bar>
  );
}
