import type { ComponentPropsWithoutRef } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { Trans } from '@lingui/react/macro';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { isExternalHref, safeHref } from '@/lib/safeUrl';

const Prose = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.75;

  h2,
  h3,
  h4 {
    margin-top: ${({ theme }) => theme.space.xl};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  h3,
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space.md};
    padding-left: ${({ theme }) => theme.space.lg};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }

  blockquote {
    margin: 0 0 ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};

    p:last-child {
      margin-bottom: 0;
    }
  }

  code {
    padding: 0 ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font-size: 0.9em;
  }

  hr {
    margin: ${({ theme }) => theme.space.xl} 0;
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** "Simple markdown": what articles may use. Anything else (images...) is dropped, its text kept. */
const ALLOWED_ELEMENTS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'br',
  'strong',
  'em',
  'code',
  'pre',
  'a',
];

const HEADING = /^h([1-6])$/;

function isElement(node: RootContent | ElementContent): node is Element {
  return node.type === 'element';
}

function headings(nodes: Array<RootContent | ElementContent>): Element[] {
  return nodes.flatMap((node) =>
    isElement(node) ? [...(HEADING.test(node.tagName) ? [node] : []), ...headings(node.children)] : [],
  );
}

/**
 * The page title is the h1: the content's top heading level becomes h2 and the others follow
 * it, down to h4 at most.
 */
function shiftHeadings() {
  return (tree: Root) => {
    const found = headings(tree.children);
    const level = (node: Element) => Number(HEADING.exec(node.tagName)![1]);
    const top = Math.min(...found.map(level));
    for (const node of found) node.tagName = `h${Math.min(level(node) - top + 2, 4)}`;
  };
}

/** Links through `safeHref`: unsafe targets (javascript:, data:...) lose the link, keep the words. */
function ArticleLink({ href, children }: ComponentPropsWithoutRef<'a'>) {
  const safe = safeHref(href);
  if (!safe) return <>{children}</>;
  if (!isExternalHref(safe)) return <Link to={safe}>{children}</Link>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden>
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </VisuallyHidden>
    </a>
  );
}

const components: Components = {
  a: ({ href, children }) => <ArticleLink href={href}>{children}</ArticleLink>,
};

/** Every URL react-markdown would write goes through `safeHref`; an unsafe one becomes ''. */
const safeUrl = (url: string) => safeHref(url) ?? '';

/**
 * Article content ("simple markdown", CommonMark) through react-markdown. Raw HTML in the source
 * shows as text, never as markup; links go through `safeHref`.
 */
export function Markdown({ source }: { source: string }) {
  return (
    <Prose>
      <ReactMarkdown
        allowedElements={ALLOWED_ELEMENTS}
        unwrapDisallowed
        rehypePlugins={[shiftHeadings]}
        urlTransform={safeUrl}
        components={components}
      >
        {source}
      </ReactMarkdown>
    </Prose>
  );
}
