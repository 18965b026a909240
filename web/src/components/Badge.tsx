import { styled } from 'styled-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { promotionBadge, type Priced } from '@domain/pricing';
import type { Category } from '@/generated/graphql';

const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  line-height: 1.4;
  white-space: nowrap;
`;

const CategoryPill = styled(Pill)<{ $category: Category }>`
  background: ${({ theme, $category }) => theme.category[$category]};
  color: ${({ theme }) => theme.colors.textInverse};
`;

const PromotionPill = styled(Pill)<{ $kind: 'discount' | 'EXCLUSIVE' | 'NEW' }>`
  background: ${({ theme, $kind }) =>
    $kind === 'discount'
      ? theme.colors.accent
      : $kind === 'EXCLUSIVE'
        ? theme.colors.primary
        : theme.colors.success};
  color: ${({ theme }) => theme.colors.textInverse};
  letter-spacing: 0.02em;
`;

/** A neutral chip (culture tags, hashtags). */
export const TagChip = styled(Pill)`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 600;
`;

/** Category names as shown to visitors (spec: Experience, Tour, Tickets). */
export const CATEGORY_LABELS: Record<Category, MessageDescriptor> = {
  Experience: msg`Experience`,
  Tour: msg`Tour`,
  Tickets: msg`Tickets`,
};

/** The category in its colour (Tour orange-red, Tickets blue, Experience green). */
export function CategoryBadge({ category }: { category: Category }) {
  const { i18n } = useLingui();
  return <CategoryPill $category={category}>{i18n._(CATEGORY_LABELS[category])}</CategoryPill>;
}

/** The promotion badge of spec §2: '{n}% OFF', EXCLUSIVE or NEW. */
export function PromotionBadge({ item }: { item: Priced }) {
  const badge = promotionBadge(item);
  const percent = badge.kind === 'discount' ? badge.percent : 0;
  return (
    <PromotionPill $kind={badge.kind}>
      {badge.kind === 'discount' ? (
        <Trans>{percent}% OFF</Trans>
      ) : badge.kind === 'EXCLUSIVE' ? (
        <Trans>EXCLUSIVE</Trans>
      ) : (
        <Trans>NEW</Trans>
      )}
    </PromotionPill>
  );
}
