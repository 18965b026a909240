import { useMemo } from 'react';
import { styled } from 'styled-components';
import { sanitizeHtml } from '@/lib/sanitizeHtml';

const Prose = styled.div`
  line-height: 1.7;

  ul,
  ol {
    padding-left: 1.4em;
  }

  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }

  img {
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }

  > :last-child {
    margin-bottom: 0;
  }
`;

/** Admin-entered HTML, rendered only after DOMPurify has removed anything executable. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Prose className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
