import { useState } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import type { ReviewFieldsFragment } from '@/generated/graphql';
import { PhotoStrip } from './PhotoStrip';
import { PhotoViewer } from './PhotoViewer';
import { ReviewHeader, type ReviewActions } from './ReviewHeader';

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Content = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const PhotoButton = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: zoom-in;
`;

/** A written review: header, the text as plain text (never HTML), and its photos. */
export function ReviewCard({ review, onEdit, onDelete }: { review: ReviewFieldsFragment } & ReviewActions) {
  const { t } = useLingui();
  const [viewing, setViewing] = useState<number | null>(null);
  const name = review.reviewerName;
  const total = review.reviewImages.length;

  return (
    <Card aria-label={t`Review by ${name}`}>
      <ReviewHeader review={review} onEdit={onEdit} onDelete={onDelete} />
      <Content>{review.reviewContent}</Content>
      {total > 0 ? (
        <PhotoStrip aria-label={t`Photos from ${name}`}>
          {review.reviewImages.map((src, i) => {
            const number = i + 1;
            return (
              <li key={src}>
                <PhotoButton
                  type="button"
                  onClick={() => setViewing(i)}
                  aria-label={t`Open photo ${number} of ${total}`}
                >
                  <ResponsiveImage src={src} alt="" width={96} height={96} sizes="96px" />
                </PhotoButton>
              </li>
            );
          })}
        </PhotoStrip>
      ) : null}
      <PhotoViewer
        photos={review.reviewImages}
        index={viewing}
        reviewerName={name}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
      />
    </Card>
  );
}
