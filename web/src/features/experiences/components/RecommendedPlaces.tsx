import { styled } from 'styled-components';
import { CardGrid } from '@/components/Layout';
import { Trans } from '@lingui/react/macro';
import { CARD_GRID_SIZES, ResponsiveImage } from '@/components/ResponsiveImage';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import type { ExperienceDetailQuery } from '@/generated/graphql';
import { safeHref } from '@/lib/safeUrl';

type Place = ExperienceDetailQuery['experience']['recommendationPlaces'][number];

const Card = styled.article`
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 10;
    object-fit: cover;
  }

  div {
    padding: ${({ theme }) => theme.space.md};
  }

  h3 {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const EmptyNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

/** Places nearby that the team recommends (title, picture, description, link). */
export function RecommendedPlaces({ places }: { places: readonly Place[] }) {
  return (
    <section aria-labelledby="detail-recommended">
      <h2 id="detail-recommended">
        <Trans>Recommended places nearby</Trans>
      </h2>
      {places.length === 0 ? (
        <EmptyNote>
          <Trans>No recommendations for this experience yet.</Trans>
        </EmptyNote>
      ) : (
        <CardGrid $gap="md">
          {places.map((place, i) => {
            const href = safeHref(place.link);
            return (
              <li key={i}>
                <Card>
                  {place.image ? (
                    <ResponsiveImage
                      src={place.image}
                      alt={place.title}
                      width={640}
                      height={400}
                      sizes={CARD_GRID_SIZES}
                    />
                  ) : null}
                  <div>
                    <h3>
                      {href ? (
                        <a href={href} target="_blank" rel="noopener noreferrer">
                          {place.title}
                          <VisuallyHidden>
                            {' '}
                            <Trans>(opens in a new tab)</Trans>
                          </VisuallyHidden>
                        </a>
                      ) : (
                        place.title
                      )}
                    </h3>
                    {place.description ? <p>{place.description}</p> : null}
                  </div>
                </Card>
              </li>
            );
          })}
        </CardGrid>
      )}
    </section>
  );
}
