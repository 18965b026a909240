import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import type { AdminReviewRowFragment } from '@/generated/graphql';

const Strip = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  max-width: 164px;

  a {
    display: block;
    border-radius: 4px;
    overflow: hidden;
  }

  img {
    display: block;
    width: 48px;
    height: 48px;
    object-fit: cover;
  }
`;

/**
 * The photos a moderator must see before deciding (a review's photos are published with it): small
 * thumbnails, each opening the full picture in a new tab. A video review's thumbnail comes first.
 */
export function ReviewPhotos({ review }: { review: AdminReviewRowFragment }) {
  const { t } = useLingui();
  const photos = [...(review.thumbnailImage ? [review.thumbnailImage] : []), ...review.reviewImages];
  if (photos.length === 0) return <Trans>No photos</Trans>;
  const name = review.reviewerName;
  const total = photos.length;
  return (
    <Strip aria-label={t`Photos of the review by ${name}`}>
      {photos.map((src, i) => {
        const number = i + 1;
        return (
          <li key={`${i}-${src}`}>
            <a href={src} target="_blank" rel="noreferrer">
              <ResponsiveImage
                src={src}
                alt={t`Photo ${number} of ${total} (opens in a new tab)`}
                width={48}
                height={48}
                sizes="48px"
              />
            </a>
          </li>
        );
      })}
    </Strip>
  );
}
