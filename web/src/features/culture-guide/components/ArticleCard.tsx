import { Link } from 'react-router';
import { styled } from 'styled-components';
import { CardTitle as Title } from '@/components/CardTitle';
import { CARD_GRID_SIZES, ResponsiveImage } from '@/components/ResponsiveImage';
import type { ArticleCardFragment, RelatedArticleCardFragment } from '@/generated/graphql';
import { ArticleMeta } from './ArticleMeta';
import { CategoryLabel } from './CategoryLabel';

/** The seeded featured images are 1200 x 630 (Open Graph size); the box keeps that ratio. */
export const FEATURED_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  transition: box-shadow 0.15s ease;

  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const Image = styled(ResponsiveImage)`
  width: 100%;
  height: auto;
  aspect-ratio: ${FEATURED_IMAGE_SIZE.width} / ${FEATURED_IMAGE_SIZE.height};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;

const NoImage = styled.div`
  aspect-ratio: ${FEATURED_IMAGE_SIZE.width} / ${FEATURED_IMAGE_SIZE.height};
  background: ${({ theme }) => theme.colors.surface};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
`;

const Excerpt = styled.p`
  flex: 1;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

type ArticleCardProps = {
  article: ArticleCardFragment | RelatedArticleCardFragment;
  headingLevel?: 'h2' | 'h3';
};

/** A culture-guide article: featured image, category, title (linking to it), excerpt and meta line. */
export function ArticleCard({ article, headingLevel = 'h2' }: ArticleCardProps) {
  return (
    <Card>
      {article.featuredImage ? (
        // Decorative: the title right below names the card; repeating it would be read twice.
        <Image
          src={article.featuredImage}
          alt=""
          width={FEATURED_IMAGE_SIZE.width}
          height={FEATURED_IMAGE_SIZE.height}
          sizes={CARD_GRID_SIZES}
        />
      ) : (
        <NoImage aria-hidden="true" />
      )}
      <Body>
        <CategoryLabel category={article.category} />
        <Title as={headingLevel}>
          <Link to={`/culture-guide/${article.id}`}>{article.title}</Link>
        </Title>
        <Excerpt>{article.excerpt}</Excerpt>
        <ArticleMeta author={article.author} createdAt={article.createdAt} readTime={article.readTime} />
      </Body>
    </Card>
  );
}
