import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { Container, LinkButton, CardGrid } from '@/components/Layout';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { Skeleton } from '@/components/Skeleton';
import { ArticleDocument, type ArticleQuery } from '@/generated/graphql';
import { useServerSaidMissing } from '@/lib/missingPage';
import { hasErrorCode } from '@/lib/serverError';
import { articlePageHead, notFoundHead, parseRouteId } from '@domain/seo';
import { useDocumentMeta, useHeadContext } from '@/lib/useDocumentMeta';
import { ArticleCard, FEATURED_IMAGE_SIZE } from './ArticleCard';
import { ArticleMeta } from './ArticleMeta';
import { CategoryLabel } from './CategoryLabel';
import { Markdown } from './Markdown';

const RELATED_MAX = 3;

const Page = styled.article`
  padding: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.xxl};
`;

const Narrow = styled.div`
  max-width: 760px;
  margin: 0 auto;
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space.md};
  font-weight: 600;
`;

const Title = styled.h1`
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.display};
`;

const Hero = styled(ResponsiveImage)`
  width: 100%;
  height: auto;
  aspect-ratio: ${FEATURED_IMAGE_SIZE.width} / ${FEATURED_IMAGE_SIZE.height};
  object-fit: cover;
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Related = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
  padding-top: ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function BackLink() {
  return (
    <Back to="/culture-guide">
      <span aria-hidden="true">←&nbsp;</span>
      <Trans>Back to Culture Guide</Trans>
    </Back>
  );
}

/** Spec §8: 'Article Not Found' / 'The article you're looking for doesn't exist.' */
export function ArticleNotFound() {
  useDocumentMeta(notFoundHead('articleNotFound', useHeadContext().locale));
  return (
    <Container>
      <Page as="section" aria-labelledby="article-title">
        <Narrow>
          <Title id="article-title">
            <Trans>Article Not Found</Trans>
          </Title>
          <Muted>
            <Trans>The article you're looking for doesn't exist.</Trans>
          </Muted>
          <LinkButton to="/culture-guide">
            <Trans>Back to Culture Guide</Trans>
          </LinkButton>
        </Narrow>
      </Page>
    </Container>
  );
}

function ArticleSkeleton() {
  const { t } = useLingui();
  return (
    <Container>
      <Page as="div" aria-busy="true" aria-label={t`Loading article`}>
        <Narrow>
          <BackLink />
          <Skeleton $width="30%" />
          <Skeleton $height="2.5em" style={{ margin: '16px 0' }} />
          <Skeleton $width="50%" />
          <Skeleton $height="auto" style={{ aspectRatio: '1200 / 630', margin: '24px 0' }} />
          <Skeleton $height="8em" />
        </Narrow>
      </Page>
    </Container>
  );
}

function ArticleView({ article }: { article: ArticleQuery['article'] }) {
  const { t } = useLingui();
  useDocumentMeta(articlePageHead(article, useHeadContext()));
  const related = article.related.slice(0, RELATED_MAX);

  return (
    <Container>
      <Page aria-labelledby="article-title">
        <Narrow>
          <BackLink />
          <header>
            <CategoryLabel category={article.category} />
            <Title id="article-title">{article.title}</Title>
            <ArticleMeta author={article.author} createdAt={article.createdAt} readTime={article.readTime} />
          </header>
          {article.featuredImage ? (
            // Illustration only (the seeded art has no text); the h1 above already names it.
            <Hero
              src={article.featuredImage}
              alt=""
              width={FEATURED_IMAGE_SIZE.width}
              height={FEATURED_IMAGE_SIZE.height}
              sizes="(min-width: 800px) 760px, 100vw"
              priority
            />
          ) : null}
          <Markdown source={article.content} />
        </Narrow>
        {related.length > 0 ? (
          <Related aria-labelledby="related-articles">
            <h2 id="related-articles">
              <Trans>Related articles</Trans>
            </h2>
            <CardGrid $stretch aria-label={t`Related articles`}>
              {related.map((item) => (
                <li key={item.id}>
                  <ArticleCard article={item} headingLevel="h3" />
                </li>
              ))}
            </CardGrid>
          </Related>
        ) : null}
      </Page>
    </Container>
  );
}

/** One culture-guide article (by id), its related articles, or the not-found page. */
export function ArticleDetail({ id }: { id: string | undefined }) {
  const articleId = parseRouteId(id);
  const { data, loading, error, refetch } = useQuery(ArticleDocument, {
    variables: { id: articleId ?? 0 },
    skip: articleId === null,
  });

  const missing = useServerSaidMissing();

  if (articleId === null || hasErrorCode(error, 'NOT_FOUND') || (!data && missing))
    return <ArticleNotFound />;
  if (data) return <ArticleView article={data.article} />;
  if (loading) return <ArticleSkeleton />;
  return (
    <Container>
      <Page as="section" role="alert">
        <Narrow>
          <BackLink />
          <Muted>
            <Trans>We couldn't load this article.</Trans>
          </Muted>
          <Button variant="secondary" onClick={() => void refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Narrow>
      </Page>
    </Container>
  );
}
