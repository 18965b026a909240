import { Link } from 'react-router';
import { styled } from 'styled-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CATEGORY_LABELS } from '@/components/Badge';
import { CardGrid } from '@/components/Layout';
import type { Category } from '@/generated/graphql';

const Tile = styled(Link)<{ $category: Category }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $category }) => theme.category[$category]};
  color: ${({ theme }) => theme.colors.textInverse};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: transform 0.15s ease;

  &:hover {
    transform: translateY(-2px);
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  span {
    line-height: 1.5;
  }
`;

const BLURBS: Record<Category, MessageDescriptor> = {
  Experience: msg`Hands-on classes: cooking, K-pop dance, crafts and traditional ceremonies.`,
  Tour: msg`Guided walks and day trips through palaces, markets and neighbourhoods.`,
  Tickets: msg`Shows, theme parks, observatories and attractions without the queue.`,
};

const ORDER: Category[] = ['Experience', 'Tour', 'Tickets'];

/** The three category tiles of the home page, each opening the list filtered by it. */
export function CategoryTiles() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="home-categories">
      <h2 id="home-categories">
        <Trans>Find your kind of adventure</Trans>
      </h2>
      <CardGrid $columns={3} $tablet={3} $gap="md">
        {ORDER.map((category) => (
          <li key={category}>
            <Tile to={`/experiences?category=${category}`} $category={category}>
              <strong>{i18n._(CATEGORY_LABELS[category])}</strong>
              <span>{i18n._(BLURBS[category])}</span>
            </Tile>
          </li>
        ))}
      </CardGrid>
    </section>
  );
}
