import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Container } from '@/components/Layout';
import { PageSpinner } from '@/components/Spinner';
import { useServerSaidMissing } from '@/lib/missingPage';
import { ExperienceDetailDocument, type ExperienceDetailQuery } from '@/generated/graphql';
import { experiencePageHead, parseRouteId } from '@domain/seo';
import { CULTURE_TAG_NAMES, localizeExperience, type LocalizedCopy } from '@/lib/experience';
import { useDocumentMeta, useHeadContext } from '@/lib/useDocumentMeta';
import { useLanguage } from '@/lib/useLanguage';
import { BOOKING_BAR_SPACE, BookingBar } from './BookingBar';
import { DetailHero } from './DetailHero';
import { DetailTabs, type DetailTab } from './DetailTabs';
import { ExperienceNotFound } from './ExperienceNotFound';
import { LocationSection } from './LocationSection';
import { RecommendedPlaces } from './RecommendedPlaces';

const Page = styled.article`
  padding: ${({ theme }) => theme.space.lg} 0 calc(${BOOKING_BAR_SPACE} + ${({ theme }) => theme.space.xl});

  > * + * {
    margin-top: ${({ theme }) => theme.space.xl};
  }
`;

type ExperienceDetailProps = {
  /** The route's id parameter, as written in the URL. */
  id: string | undefined;
  /** Schedule without an external booking link: the booking feature opens its calendar. */
  onSchedule: (experienceId: number) => void;
  /** The reviews list and writer, rendered in the Reviews tab. */
  renderReviews?: (experienceId: number) => ReactNode;
  /** The tab shown first (the review invitation mail opens the reviews). */
  initialTab?: DetailTab;
};

/** The experience detail page (spec §2): loads the experience; any failure shows Not Found. */
export function ExperienceDetail({ id, onSchedule, renderReviews, initialTab }: ExperienceDetailProps) {
  const experienceId = parseRouteId(id);
  const { data, error } = useQuery(ExperienceDetailDocument, {
    variables: { id: experienceId ?? 0 },
    skip: experienceId === null,
  });

  const missing = useServerSaidMissing();

  // A refetch (after a review changes the rating) keeps the page on screen: only a first load
  // without data shows the spinner or, when it failed (or the server found nothing), Not Found.
  if (experienceId === null || (!data && (error || missing))) return <ExperienceNotFound />;
  if (!data) return <PageSpinner />;
  return (
    <ExperienceView
      experience={data.experience}
      onSchedule={onSchedule}
      renderReviews={renderReviews}
      initialTab={initialTab}
    />
  );
}

type ExperienceViewProps = {
  experience: ExperienceDetailQuery['experience'];
  onSchedule: (experienceId: number) => void;
  renderReviews?: (experienceId: number) => ReactNode;
  initialTab?: DetailTab;
};

/** The same head the server renders for this URL (domain/seo.ts). */
function useExperienceMeta(experience: ExperienceDetailQuery['experience'], copy: LocalizedCopy) {
  const context = useHeadContext();
  useDocumentMeta(
    experiencePageHead(
      {
        id: experience.id,
        title: copy.title,
        shortDescription: experience.shortDescription,
        languages: experience.language,
        tags: [...experience.kCultureTags.map((tag) => CULTURE_TAG_NAMES[tag]), ...experience.hashtags],
        metaTitle: experience.metaTitle,
        metaDescription: experience.metaDescription,
        metaKeywords: experience.metaKeywords,
        canonicalUrl: experience.canonicalUrl,
        mainImage: experience.mainImage,
      },
      context,
    ),
  );
}

function ExperienceView({ experience, onSchedule, renderReviews, initialTab }: ExperienceViewProps) {
  const { t } = useLingui();
  const language = useLanguage();
  const copy = localizeExperience(experience, language);
  const title = copy.title;
  useExperienceMeta(experience, copy);

  return (
    <Container>
      <Page aria-label={t`Experience: ${title}`}>
        <DetailHero experience={experience} copy={copy} />
        <DetailTabs
          experience={experience}
          copy={copy}
          language={language}
          reviews={renderReviews?.(experience.id)}
          initialTab={initialTab}
        />
        <LocationSection
          title={copy.title}
          location={copy.location}
          addressKo={experience.addressKo ?? null}
          googleMapIframe={experience.googleMapIframe}
          latitude={experience.latitude}
          longitude={experience.longitude}
          language={language}
        />
        <RecommendedPlaces places={experience.recommendationPlaces} />
      </Page>
      <BookingBar
        price={experience.price}
        discountedPrice={experience.discountedPrice}
        externalBookingLink={experience.externalBookingLink}
        confirmationMode={experience.confirmationMode}
        onSchedule={() => onSchedule(experience.id)}
      />
    </Container>
  );
}
