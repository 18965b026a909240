import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { localizeDuration } from '@domain/duration';
import { CARD_GRID_SIZES, ResponsiveImage } from '@/components/ResponsiveImage';
import { SafeHtml } from '@/components/SafeHtml';
import { StarRating } from '@/components/StarRating';
import { Tabs } from '@/components/ui/Tabs';
import type { ExperienceDetailQuery, Language } from '@/generated/graphql';
import type { LocalizedCopy } from '@/lib/experience';

type Experience = ExperienceDetailQuery['experience'];

const Block = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space.xl};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const EmptyNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

const Bullets = styled.ul`
  margin: 0;
  padding-left: 1.4em;

  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

const Gallery = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  li {
    position: relative;
    counter-increment: step;
    padding: 0 0 ${({ theme }) => theme.space.lg} 48px;
    border-left: 2px solid ${({ theme }) => theme.colors.border};
    margin-left: 16px;
  }

  li:last-child {
    border-left-color: transparent;
  }

  li::before {
    content: counter(step);
    position: absolute;
    left: -17px;
    top: 0;
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textInverse};
    font-weight: 700;
  }

  p {
    margin: 0;
  }
`;

const StepDuration = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

function ListOrEmpty({ items, empty }: { items: readonly string[]; empty: ReactNode }) {
  return items.length ? (
    <Bullets>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </Bullets>
  ) : (
    <EmptyNote>{empty}</EmptyNote>
  );
}

type DetailTabsProps = {
  experience: Experience;
  copy: LocalizedCopy;
  language: Language;
  /** The reviews list and writer (composed by the page; built by the reviews feature). */
  reviews?: ReactNode;
  /** The tab shown first (a link may open the reviews: `?review=write`). */
  initialTab?: DetailTab;
};

export type DetailTab = 'overview' | 'included' | 'itinerary' | 'reviews';

/** Overview, What's included, What you'll do and Reviews, as accessible tabs. */
export function DetailTabs({ experience, copy, language, reviews, initialTab }: DetailTabsProps) {
  const { t, i18n } = useLingui();
  const title = copy.title;
  const translation = experience.translations.find((tr) => tr.language === language);
  const about = experience.aboutExperience
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const hasIncludedLists = experience.includedItems.length > 0 || experience.notIncludedItems.length > 0;

  const overview = (
    <>
      <Block aria-label={t`About this experience`}>
        {copy.overview ? <SafeHtml html={copy.overview} /> : null}
        {copy.description && !copy.overview ? <p>{copy.description}</p> : null}
        {about.map((line, i) => (
          <p key={i}>{line}</p>
        ))}
        {experience.overviewImages.length ? (
          <Gallery>
            {experience.overviewImages.map((src, i) => {
              const number = i + 1;
              return (
                <ResponsiveImage
                  key={src}
                  src={src}
                  alt={t`${title}, photo ${number}`}
                  width={640}
                  height={480}
                  sizes={CARD_GRID_SIZES}
                />
              );
            })}
          </Gallery>
        ) : null}
      </Block>
      <Block aria-labelledby="detail-highlights">
        <h2 id="detail-highlights">
          <Trans>Highlights</Trans>
        </h2>
        <ListOrEmpty
          items={experience.experienceHighlights}
          empty={<Trans>No highlights have been added for this experience yet.</Trans>}
        />
      </Block>
      <Block aria-labelledby="detail-good-to-know">
        <h2 id="detail-good-to-know">
          <Trans>Good to know</Trans>
        </h2>
        <ListOrEmpty
          items={experience.goodToKnow}
          empty={<Trans>No additional notes for this experience.</Trans>}
        />
      </Block>
    </>
  );

  // Translated rich text wins; otherwise the structured lists; the base HTML only when there
  // are no lists (the demo data renders the same lists as HTML, which would repeat them).
  const included = translation?.includesContent ? (
    <SafeHtml html={translation.includesContent} />
  ) : hasIncludedLists || !experience.included ? (
    <Columns>
      <Block aria-labelledby="detail-included">
        <h2 id="detail-included">
          <Trans>Included</Trans>
        </h2>
        <ListOrEmpty
          items={experience.includedItems}
          empty={<Trans>No included items have been listed.</Trans>}
        />
      </Block>
      <Block aria-labelledby="detail-not-included">
        <h2 id="detail-not-included">
          <Trans>Not included</Trans>
        </h2>
        <ListOrEmpty
          items={experience.notIncludedItems}
          empty={<Trans>No excluded items have been listed.</Trans>}
        />
      </Block>
    </Columns>
  ) : (
    <SafeHtml html={experience.included} />
  );

  const itinerary = translation?.itineraryContent ? (
    <SafeHtml html={translation.itineraryContent} />
  ) : experience.detailedItinerary.length ? (
    <Steps aria-label={t`Itinerary`}>
      {experience.detailedItinerary.map((step, i) => (
        <li key={i}>
          <p>{step.description}</p>
          {step.duration ? <StepDuration>{localizeDuration(step.duration, i18n.locale)}</StepDuration> : null}
        </li>
      ))}
    </Steps>
  ) : experience.itinerary ? (
    <SafeHtml html={experience.itinerary} />
  ) : (
    <EmptyNote>
      <Trans>The itinerary for this experience has not been published yet.</Trans>
    </EmptyNote>
  );

  const reviewsPanel = (
    <Block aria-labelledby="detail-reviews">
      <h2 id="detail-reviews">
        <Trans>Reviews</Trans>
      </h2>
      <StarRating rating={experience.rating} reviewCount={experience.reviewCount} />
      {reviews}
    </Block>
  );

  return (
    <Tabs
      label={t`Experience details`}
      defaultTab={initialTab}
      items={[
        { id: 'overview', label: t`Overview`, content: overview },
        { id: 'included', label: t`What's included`, content: included },
        { id: 'itinerary', label: t`What you'll do`, content: itinerary },
        { id: 'reviews', label: t`Reviews`, content: reviewsPanel },
      ]}
    />
  );
}
