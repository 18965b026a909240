import { styled } from 'styled-components';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

const Wrapper = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Star = styled.span`
  color: ${({ theme }) => theme.colors.rating};
  font-size: 1.1em;
  line-height: 1;
`;

const Score = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

export type StarRatingProps = { rating: number; reviewCount: number; className?: string };

/** "★ 4.7 (23)" with a full spoken label; "No reviews yet" when there are none. */
export function StarRating({ rating, reviewCount, className }: StarRatingProps) {
  const { t, i18n } = useLingui();
  if (reviewCount === 0) {
    return <Wrapper className={className}>{t`No reviews yet`}</Wrapper>;
  }
  const score = i18n.number(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const label = t`Rated ${score} out of 5, ${plural(reviewCount, { one: '# review', other: '# reviews' })}`;
  return (
    <Wrapper className={className} aria-label={label} role="img">
      <Star aria-hidden="true">★</Star>
      <Score aria-hidden="true">{score}</Score>
      <span aria-hidden="true">({i18n.number(reviewCount)})</span>
    </Wrapper>
  );
}
