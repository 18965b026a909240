import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatKrw } from '@domain/pricing';
import { ApproxPrice } from './ApproxPrice';
import { VisuallyHidden } from './VisuallyHidden';

const Wrapper = styled.p<{ $size: 'md' | 'lg' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSizes.xl : theme.fontSizes.lg)};
`;

const Current = styled.strong`
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
`;

const Original = styled.del`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Unit = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type PriceProps = {
  /** Price before any discount, KRW. */
  price: number;
  /** Price the guest pays, KRW (the server's discountedPrice). */
  discountedPrice: number;
  perPerson?: boolean;
  size?: 'md' | 'lg';
  className?: string;
};

/**
 * A KRW price with thousands separators; when discounted, the original price is struck
 * through before it (and announced as the original price). Prices are KRW, with the visitor's
 * currency beside the price paid (an approximation).
 */
export function Price({ price, discountedPrice, perPerson = false, size = 'md', className }: PriceProps) {
  const { i18n } = useLingui();
  const discounted = discountedPrice < price;
  return (
    <Wrapper $size={size} className={className}>
      {discounted ? (
        <Original>
          <VisuallyHidden>
            <Trans>Original price:</Trans>{' '}
          </VisuallyHidden>
          {formatKrw(price, i18n.locale)}
        </Original>
      ) : null}
      <Current>
        {discounted ? (
          <VisuallyHidden>
            <Trans>Now:</Trans>{' '}
          </VisuallyHidden>
        ) : null}
        {formatKrw(discountedPrice, i18n.locale)}
      </Current>
      <ApproxPrice krw={discountedPrice} />
      {perPerson ? (
        <Unit>
          <Trans>per person</Trans>
        </Unit>
      ) : null}
    </Wrapper>
  );
}
