import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { FilterChip } from '@/components/FilterButton';
import type { ArticleCategory } from '@/generated/graphql';
import { ARTICLE_CATEGORY_LABELS, ARTICLE_CATEGORY_ORDER } from '../categories';

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

type CategoryFilterProps = {
  value: ArticleCategory | undefined;
  onChange: (category: ArticleCategory | undefined) => void;
};

/** All plus one chip per category; the pressed chip is the current filter. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const { t, i18n } = useLingui();
  return (
    <Chips role="group" aria-label={t`Filter articles by category`}>
      <FilterChip aria-pressed={value === undefined} onClick={() => onChange(undefined)}>
        <Trans>All</Trans>
      </FilterChip>
      {ARTICLE_CATEGORY_ORDER.map((category) => (
        <FilterChip key={category} aria-pressed={value === category} onClick={() => onChange(category)}>
          {i18n._(ARTICLE_CATEGORY_LABELS[category])}
        </FilterChip>
      ))}
    </Chips>
  );
}
