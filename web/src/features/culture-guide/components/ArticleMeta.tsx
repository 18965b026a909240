import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { SEOUL_TIME_ZONE } from '@domain/constants';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

type ArticleMetaProps = { author: string; createdAt: string; readTime: number; className?: string };

/** Author, publication date (a Seoul calendar date) and reading time ('{n} min read'). */
export function ArticleMeta({ author, createdAt, readTime, className }: ArticleMetaProps) {
  const { i18n } = useLingui();
  return (
    <Line className={className}>
      <span>
        <Trans>By {author}</Trans>
      </span>
      <time dateTime={createdAt}>
        {i18n.date(createdAt, { dateStyle: 'long', timeZone: SEOUL_TIME_ZONE })}
      </time>
      <span>
        <Trans>{readTime} min read</Trans>
      </span>
    </Line>
  );
}
