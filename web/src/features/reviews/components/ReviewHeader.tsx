import { styled } from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { CheckIcon } from '@/components/icons';
import type { ReviewFieldsFragment } from '@/generated/graphql';
import { ReviewDate } from './ReviewDate';
import { ReviewMenu } from './ReviewMenu';
import { ReviewStars } from './ReviewStars';

const Header = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Who = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;

  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
`;

const Visited = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Written from a real booking's invitation link: the guest did visit. */
const Verified = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  width: fit-content;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
`;

/** What a visitor can do with a review (each needs its PIN). */
export type ReviewActions = {
  onEdit: (review: ReviewFieldsFragment) => void;
  onDelete: (review: ReviewFieldsFragment) => void;
};

/** A review's name, stars, 'Verified booking' badge, visit date and its Edit / Delete menu. */
export function ReviewHeader({ review, onEdit, onDelete }: { review: ReviewFieldsFragment } & ReviewActions) {
  return (
    <Header>
      <Who>
        <h4>{review.reviewerName}</h4>
        <ReviewStars rating={review.rating} />
        {review.verified ? (
          <Verified>
            <CheckIcon aria-hidden="true" />
            <Trans>Verified booking</Trans>
          </Verified>
        ) : null}
        <Visited>
          <Trans>Visited</Trans> <ReviewDate date={review.visitDate} />
        </Visited>
      </Who>
      <ReviewMenu
        reviewerName={review.reviewerName}
        onEdit={() => onEdit(review)}
        onDelete={() => onDelete(review)}
      />
    </Header>
  );
}
