import { useCallback, useEffect, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { styled } from 'styled-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS } from '@domain/constants';
import { Button } from '@/components/Button';
import { DateRangePicker } from '@/components/DateRangePicker';
import { ExperienceCard, ExperienceCardSkeleton } from '@/components/ExperienceCard';
import { CardGrid } from '@/components/Layout';
import { PageHero } from '@/components/PageHero';
import { ExperienceListDocument, type Category } from '@/generated/graphql';
import { localizeListItem } from '@/lib/experience';
import { useLanguage } from '@/lib/useLanguage';
import { detailSearch, toExperienceFilter } from '../hooks/listParams';
import { useListParams } from '../hooks/useListParams';
import { FiltersPanel } from './FiltersPanel';
import { SearchBox } from './SearchBox';
import { SortSelect } from './SortSelect';

const SKELETON_CARDS = 6;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.lg} 0;
`;

const Status = styled.p`
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const DatesNotice = styled.p`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const HEADINGS: Record<Category | 'all', { title: MessageDescriptor; intro: MessageDescriptor }> = {
  all: {
    title: msg`Experiences`,
    intro: msg`Traditions, K-pop, food, drama and trends: find an experience, tour or ticket and pick a date.`,
  },
  Experience: {
    title: msg`Hands-on experiences`,
    intro: msg`Cook, brew, dance and craft alongside local hosts: classes and workshops where you make something yourself.`,
  },
  Tour: {
    title: msg`Guided tours`,
    intro: msg`Palaces, markets, neighbourhoods and day trips, explained by guides who grew up with them.`,
  },
  Tickets: {
    title: msg`Tickets and passes`,
    intro: msg`Shows, theme parks, observatories and attractions: book ahead and skip the ticket queue.`,
  },
};

/** The experience list (spec §2): its state lives in the URL; the server filters and sorts. */
export function ExperienceList() {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const navigate = useNavigate();
  const { params, update } = useListParams();
  const heading = HEADINGS[params.categories.length === 1 ? params.categories[0] : 'all'];
  const title = i18n._(heading.title);

  const { data, loading, error } = useQuery(ExperienceListDocument, {
    variables: { filter: toExperienceFilter(params, language), sort: params.sort },
  });
  const experiences = data?.experiences ?? [];
  const count = experiences.length;
  const maxDays = LIMITS.dateFilterMaxDays;

  // A stable callback for the search box's debounce, always using the latest URL.
  const updateRef = useRef(update);
  useEffect(() => {
    updateRef.current = update;
  });
  const onSearch = useCallback(
    (search: string, { immediate }: { immediate: boolean }) =>
      updateRef.current({ search }, { replace: !immediate }),
    [],
  );

  let results;
  if (loading && !data) {
    results = (
      <CardGrid aria-busy="true" aria-label={t`Loading experiences`}>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i}>
            <ExperienceCardSkeleton />
          </li>
        ))}
      </CardGrid>
    );
  } else if (error) {
    results = <ErrorText role="alert">{t`Failed to fetch experiences`}</ErrorText>;
  } else if (experiences.length === 0) {
    results = (
      <Empty>
        <h2>
          <Trans>No experiences found</Trans>
        </h2>
        <p>
          <Trans>Try other dates, fewer filters or another search.</Trans>
        </p>
        <Button onClick={() => void navigate('/experiences')}>
          <Trans>Clear filters</Trans>
        </Button>
      </Empty>
    );
  } else {
    const linkSearch = detailSearch(params);
    results = (
      <CardGrid>
        {experiences.map((experience, position) => (
          <li key={experience.id}>
            <ExperienceCard
              experience={localizeListItem(experience, language)}
              priority={position < 3}
              headingLevel="h2"
              linkSearch={linkSearch}
            />
          </li>
        ))}
      </CardGrid>
    );
  }

  return (
    <PageHero title={title} intro={i18n._(heading.intro)}>
      <Controls>
        <SearchBox value={params.search} onSearch={onSearch} />
        <DateRangePicker value={params.dates} onChange={(dates) => update({ dates })} />
        <FiltersPanel params={params} onChange={(change) => update(change)} />
        <SortSelect value={params.sort} onChange={(sort) => update({ sort })} />
      </Controls>
      {params.datesIgnored ? (
        <DatesNotice role="note">
          <Trans>
            The dates in this link could not be used (a range must start before it ends and last at most{' '}
            {maxDays} days), so all experiences are shown.
          </Trans>
        </DatesNotice>
      ) : null}
      <Status role="status">
        {loading || error ? '' : t`${plural(count, { one: '# experience', other: '# experiences' })}`}
      </Status>
      {results}
    </PageHero>
  );
}
