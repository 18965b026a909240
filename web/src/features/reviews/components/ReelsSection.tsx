import { useState } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { ChevronIcon, PlayIcon } from '@/components/icons';
import { CardGrid } from '@/components/Layout';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import type { ReviewFieldsFragment } from '@/generated/graphql';
import { REELS_INITIAL, REELS_STEP } from '../hooks/reviewOrder';
import { ReelViewer } from './ReelViewer';
import { ReviewHeader, type ReviewActions } from './ReviewHeader';

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Play = styled.button`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: 9 / 16;
  max-height: 360px;
  padding: 0;
  overflow: hidden;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  cursor: pointer;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  svg {
    position: absolute;
    top: 50%;
    left: 50%;
    width: 56px;
    height: 56px;
    padding: 12px;
    transform: translate(-50%, -50%);
    border-radius: 50%;
    background: ${({ theme }) => theme.overMedia.badge};
    fill: currentColor;
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.md};

  svg {
    width: 20px;
    height: 20px;
    transform: rotate(90deg);
  }
`;

type ReelsSectionProps = { reels: readonly ReviewFieldsFragment[] } & ReviewActions;

/** Video reviews: 3 at first, 6 more per click on the expand arrow; each plays in a viewer. */
export function ReelsSection({ reels, onEdit, onDelete }: ReelsSectionProps) {
  const { t } = useLingui();
  const [shown, setShown] = useState(REELS_INITIAL);
  const [playing, setPlaying] = useState<ReviewFieldsFragment | null>(null);
  const visible = reels.slice(0, shown);
  const hidden = reels.length - visible.length;

  return (
    <>
      <CardGrid $minColumn="200px" $gap="md">
        {visible.map((reel) => {
          const name = reel.reviewerName;
          return (
            <li key={reel.id}>
              <Card aria-label={t`Video review by ${name}`}>
                <Play aria-label={t`Play video review by ${name}`} onClick={() => setPlaying(reel)}>
                  {reel.thumbnailImage ? (
                    <ResponsiveImage
                      src={reel.thumbnailImage}
                      alt=""
                      width={360}
                      height={640}
                      sizes="(min-width: 768px) 240px, 50vw"
                    />
                  ) : null}
                  <PlayIcon />
                </Play>
                <ReviewHeader review={reel} onEdit={onEdit} onDelete={onDelete} />
              </Card>
            </li>
          );
        })}
      </CardGrid>
      {hidden > 0 ? (
        <More>
          <Button variant="secondary" onClick={() => setShown((current) => current + REELS_STEP)}>
            <Trans>Show more videos ({hidden})</Trans>
            <ChevronIcon />
          </Button>
        </More>
      ) : null}
      <ReelViewer review={playing} onClose={() => setPlaying(null)} />
    </>
  );
}
