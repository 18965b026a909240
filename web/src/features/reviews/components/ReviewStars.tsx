import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { REVIEW_LIMITS } from '@domain/constants';

const Stars = styled.span`
  display: inline-flex;
  gap: 1px;
  font-size: 1.1em;
  line-height: 1;
  letter-spacing: 0;
`;

const Star = styled.span<{ $on: boolean }>`
  color: ${({ $on, theme }) => ($on ? theme.colors.rating : theme.colors.border)};
`;

/** One review's rating as five stars, read as "Rated 4 out of 5". */
export function ReviewStars({ rating }: { rating: number }) {
  const { t } = useLingui();
  const max = REVIEW_LIMITS.ratingMax;
  return (
    <Stars role="img" aria-label={t`Rated ${rating} out of ${max}`}>
      {Array.from({ length: max }, (_, i) => (
        <Star key={i} $on={i < rating} aria-hidden="true">
          ★
        </Star>
      ))}
    </Stars>
  );
}
