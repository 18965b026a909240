import { useQuery } from '@apollo/client/react';
import { CardGrid } from '@/components/Layout';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS } from '@domain/constants';
import { ExperienceCard, ExperienceCardSkeleton } from '@/components/ExperienceCard';
import { PopularExperiencesDocument } from '@/generated/graphql';
import { localizeListItem } from '@/lib/experience';
import { useLanguage } from '@/lib/useLanguage';

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
  }

  a {
    font-weight: 700;
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The first three active experiences offered in the current language, with a See all link. */
export function PopularExperiences() {
  const { t } = useLingui();
  const language = useLanguage();
  const { data, loading, error } = useQuery(PopularExperiencesDocument, {
    variables: { language, limit: LIMITS.popularCount },
  });
  const experiences = data?.experiences ?? [];

  return (
    <section aria-labelledby="home-popular">
      <Heading>
        <h2 id="home-popular">
          <Trans>Popular experiences</Trans>
        </h2>
        <Link to="/experiences">
          <Trans>See all</Trans>
        </Link>
      </Heading>
      {loading && !data ? (
        <CardGrid aria-busy="true" aria-label={t`Loading popular experiences`}>
          {Array.from({ length: LIMITS.popularCount }, (_, i) => (
            <li key={i}>
              <ExperienceCardSkeleton />
            </li>
          ))}
        </CardGrid>
      ) : error ? (
        <Note role="alert">{t`Failed to fetch experiences`}</Note>
      ) : experiences.length === 0 ? (
        <Note>{t`No experiences are offered in this language yet.`}</Note>
      ) : (
        <CardGrid>
          {experiences.map((experience) => (
            <li key={experience.id}>
              <ExperienceCard experience={localizeListItem(experience, language)} />
            </li>
          ))}
        </CardGrid>
      )}
    </section>
  );
}
