import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { CardGrid } from '@/components/Layout';
import { Skeleton } from '@/components/Skeleton';
import { CultureGuideArticlesDocument, type ArticleCategory } from '@/generated/graphql';
import { parseArticleCategory } from '../categories';
import { ArticleCard, FEATURED_IMAGE_SIZE } from './ArticleCard';
import { CategoryFilter } from './CategoryFilter';

const SKELETON_CARDS = 6;

const Placeholder = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;

  > :not(:first-child) {
    margin: 0 ${({ theme }) => theme.space.lg};
  }
`;

const Message = styled.div`
  padding: ${({ theme }) => theme.space.xl} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The culture guide: published articles, newest first, with category chips. The chosen
 * category lives in the URL (`?category=tips`), so it can be shared and survives reloads.
 */
export function CultureGuide() {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const category = parseArticleCategory(searchParams.get('category'));
  const { data, loading, error, refetch } = useQuery(CultureGuideArticlesDocument, {
    variables: { category: category ?? null },
  });

  function choose(next: ArticleCategory | undefined) {
    setSearchParams((params) => {
      if (next) params.set('category', next);
      else params.delete('category');
      return params;
    });
  }

  let content;
  if (error && !data) {
    content = (
      <Message role="alert">
        <p>
          <Trans>We couldn't load the articles.</Trans>
        </p>
        <Button variant="secondary" onClick={() => void refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Message>
    );
  } else if (loading && !data) {
    content = (
      <CardGrid $stretch aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index}>
            <Placeholder>
              <Skeleton
                $height="auto"
                $radius="0"
                style={{ aspectRatio: `${FEATURED_IMAGE_SIZE.width} / ${FEATURED_IMAGE_SIZE.height}` }}
              />
              <Skeleton $width="40%" />
              <Skeleton $height="1.5em" />
              <Skeleton $height="3em" />
            </Placeholder>
          </li>
        ))}
      </CardGrid>
    );
  } else if (data && data.articles.length === 0) {
    content = (
      <Message>
        <p>
          <Trans>No articles in this category yet.</Trans>
        </p>
      </Message>
    );
  } else if (data) {
    content = (
      <CardGrid $stretch>
        {data.articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </CardGrid>
    );
  }

  return (
    <section aria-label={t`Articles`} aria-busy={loading}>
      <CategoryFilter value={category} onChange={choose} />
      {content}
    </section>
  );
}
