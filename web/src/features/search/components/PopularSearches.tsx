import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { FilterChip } from '@/components/FilterButton';
import { Skeleton } from '@/components/Skeleton';

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Terms = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

function PopularTerm({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useLingui();
  return (
    <FilterChip aria-label={t`Search for ${label}`} onClick={onClick}>
      {label}
    </FilterChip>
  );
}

type PopularSearchesProps = {
  terms: { cultureTags: readonly string[]; hashtags: readonly string[] } | null;
  loading: boolean;
  /** Fills the search field with the term. */
  onPick: (term: string) => void;
};

/** Up to 3 culture tags and the 3 most used hashtags (shown with #); a click searches for the term. */
export function PopularSearches({ terms, loading, onPick }: PopularSearchesProps) {
  const items = terms
    ? [
        ...terms.cultureTags.map((tag) => ({ key: `tag:${tag}`, term: tag, label: tag })),
        ...terms.hashtags.map((tag) => ({ key: `hashtag:${tag}`, term: tag, label: `#${tag}` })),
      ]
    : [];

  if (!loading && items.length === 0) return null;

  return (
    <section aria-labelledby="popular-searches" aria-busy={loading}>
      <Heading id="popular-searches">
        <Trans>Popular searches</Trans>
      </Heading>
      <Terms>
        {loading && items.length === 0
          ? [0, 1, 2].map((n) => (
              <li key={n}>
                <Skeleton $width="88px" $height="40px" $radius="999px" />
              </li>
            ))
          : items.map((item) => (
              <li key={item.key}>
                <PopularTerm label={item.label} onClick={() => onPick(item.term)} />
              </li>
            ))}
      </Terms>
    </section>
  );
}
