import { Link } from 'react-router';
import { styled } from 'styled-components';
import { Plural, Trans } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { Spinner } from '@/components/Spinner';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import type { SearchExperiencesQuery } from '@/generated/graphql';

type Result = SearchExperiencesQuery['experiences'][number];

/** The experience list with the query in its search box (the list page reads `q`). */
export function seeAllHref(query: string): string {
  return `/experiences?${new URLSearchParams({ q: query })}`;
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const ResultLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Thumb = styled(ResponsiveImage)`
  flex-shrink: 0;
  width: 72px;
  height: 48px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const NoThumb = styled.span`
  flex-shrink: 0;
  width: 72px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const Text = styled.span`
  display: grid;
  min-width: 0;

  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Location = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SeeAll = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.md};
  font-weight: 600;
`;

const Message = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

type SearchResultsProps = {
  id: string;
  /** The query the results belong to. */
  query: string;
  results: readonly Result[] | null;
  searching: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Called when a link is followed (the dialog closes). */
  onSelect: () => void;
};

export function SearchResults({
  id,
  query,
  results,
  searching,
  failed,
  onRetry,
  onSelect,
}: SearchResultsProps) {
  if (failed) {
    return (
      <div role="alert">
        <Message>
          <Trans>Search failed. Please try again.</Trans>
        </Message>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (searching || !results) return <Spinner size={24} />;
  if (results.length === 0) {
    return (
      <Message role="status">
        <Trans>No results found for "{query}"</Trans>
      </Message>
    );
  }

  const count = results.length;
  return (
    <>
      <VisuallyHidden role="status">
        <Plural value={count} one="# experience found" other="# experiences found" />
      </VisuallyHidden>
      <List id={id}>
        {results.map((experience) => (
          <li key={experience.id}>
            <ResultLink to={`/experiences/${experience.id}`} onClick={onSelect} data-search-item="">
              {experience.mainImage ? (
                <Thumb src={experience.mainImage} alt="" width={72} height={48} sizes="72px" />
              ) : (
                <NoThumb aria-hidden="true" />
              )}
              <Text>
                <strong>{experience.title}</strong>
                <Location>{experience.location}</Location>
              </Text>
            </ResultLink>
          </li>
        ))}
      </List>
      <SeeAll to={seeAllHref(query)} onClick={onSelect} data-search-item="">
        <Trans>See all</Trans>
      </SeeAll>
    </>
  );
}
