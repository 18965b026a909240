import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import type { ArticleCategory } from '@/generated/graphql';
import { ARTICLE_CATEGORY_LABELS } from '../categories';

const Label = styled.span`
  display: inline-block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`;

export function CategoryLabel({ category }: { category: ArticleCategory }) {
  const { i18n } = useLingui();
  return <Label>{i18n._(ARTICLE_CATEGORY_LABELS[category])}</Label>;
}
