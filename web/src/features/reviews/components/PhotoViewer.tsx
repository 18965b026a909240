import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { IconButton } from '@/components/Button';
import { ChevronIcon, ChevronLeftIcon } from '@/components/icons';
import { Modal } from '@/components/Modal';
import { ResponsiveImage } from '@/components/ResponsiveImage';

const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  img {
    width: 100%;
    height: auto;
    max-height: 70vh;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Controls = styled.figcaption`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
`;

type PhotoViewerProps = {
  photos: readonly string[];
  /** The photo shown, or null when the viewer is closed. */
  index: number | null;
  reviewerName: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/** A review's photos, one at a time and large, with previous / next. */
export function PhotoViewer({ photos, index, reviewerName, onIndexChange, onClose }: PhotoViewerProps) {
  const { t } = useLingui();
  const name = reviewerName;
  const total = photos.length;
  const current = index ?? 0;
  const number = current + 1;
  const src = photos[current];
  return (
    <Modal open={index !== null && !!src} onClose={onClose} title={t`Photos from ${name}`} width="960px">
      {src ? (
        <Figure>
          <ResponsiveImage
            src={src}
            alt={t`Photo ${number} of ${total} from ${name}`}
            width={1280}
            height={960}
            sizes="(min-width: 1000px) 920px, 100vw"
            priority
          />
          {total > 1 ? (
            <Controls>
              <IconButton
                aria-label={t`Previous photo`}
                onClick={() => onIndexChange((current - 1 + total) % total)}
              >
                <ChevronLeftIcon />
              </IconButton>
              <span aria-live="polite">{t`${number} / ${total}`}</span>
              <IconButton aria-label={t`Next photo`} onClick={() => onIndexChange((current + 1) % total)}>
                <ChevronIcon />
              </IconButton>
            </Controls>
          ) : null}
        </Figure>
      ) : null}
    </Modal>
  );
}
