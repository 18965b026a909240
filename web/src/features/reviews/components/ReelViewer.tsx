import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { toReelsEmbedUrl } from '@domain/reels';
import { Modal } from '@/components/Modal';
import type { ReviewFieldsFragment } from '@/generated/graphql';
import { safeHref } from '@/lib/safeUrl';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  aspect-ratio: 9 / 16;
  max-height: 75vh;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.video};
`;

const Missing = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** An https address to play a video review from (YouTube links become their embed address). */
export function reelEmbedUrl(link: string | null | undefined): string | undefined {
  const href = link ? safeHref(toReelsEmbedUrl(link)) : undefined;
  return href?.startsWith('https://') ? href : undefined;
}

/** Plays a video review in a dialog; closing the dialog removes the frame and stops it. */
export function ReelViewer({
  review,
  onClose,
}: {
  review: ReviewFieldsFragment | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const name = review?.reviewerName ?? '';
  const src = reelEmbedUrl(review?.reelsLink);
  return (
    <Modal open={review !== null} onClose={onClose} title={t`Video review by ${name}`} width="480px">
      {src ? (
        <Frame
          src={src}
          title={t`Video review by ${name}`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <Missing>
          <Trans>This video is not available.</Trans>
        </Missing>
      )}
    </Modal>
  );
}
