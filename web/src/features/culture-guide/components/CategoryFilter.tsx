import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ArticleCategory } from '@/generated/graphql';
import { ARTICLE_CATEGORY_LABELS, ARTICLE_CATEGORY_ORDER } from '../categories';

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Chip = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  font-weight: 600;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textInverse};
  }

  &:hover:not([aria-pressed='true']) {
    background: ${({ theme }) => theme.colors.surface};
  }
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
      <Chip type="button" aria-pressed={value === undefined} onClick={() => onChange(undefined)}>
        <Trans>All</Trans>
      </Chip>
      {ARTICLE_CATEGORY_ORDER.map((category) => (
        <Chip
          key={category}
          type="button"
          aria-pressed={value === category}
          onClick={() => onChange(category)}
        >
          {i18n._(ARTICLE_CATEGORY_LABELS[category])}
        </Chip>
      ))}
    </Chips>
  );
}
