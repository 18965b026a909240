import { Fragment, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { isExternalHref, safeHref } from '@/lib/safeUrl';
import { parseMarkdown, type Block, type Inline } from '../markdown';

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

function renderInlines(inlines: Inline[]): ReactNode {
  return inlines.map((inline, index) => <Fragment key={index}>{renderInline(inline)}</Fragment>);
}

function renderInline(inline: Inline): ReactNode {
  switch (inline.type) {
    case 'text':
      return inline.text;
    case 'strong':
      return <strong>{renderInlines(inline.children)}</strong>;
    case 'em':
      return <em>{renderInlines(inline.children)}</em>;
    case 'code':
      return <code>{inline.text}</code>;
    case 'link': {
      const href = safeHref(inline.href);
      // javascript:, data: and the like: the words stay, the link goes.
      if (!href) return renderInlines(inline.children);
      if (!isExternalHref(href)) return <Link to={href}>{renderInlines(inline.children)}</Link>;
      return (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {renderInlines(inline.children)}
          <VisuallyHidden>
            {' '}
            <Trans>(opens in a new tab)</Trans>
          </VisuallyHidden>
        </a>
      );
    }
    default: {
      const exhaustive: never = inline;
      return exhaustive;
    }
  }
}

function renderBlock(block: Block, headingOffset: number): ReactNode {
  switch (block.type) {
    case 'heading': {
      const Heading = (['h2', 'h3', 'h4'] as const)[Math.min(block.level - headingOffset, 2)];
      return <Heading>{renderInlines(block.children)}</Heading>;
    }
    case 'paragraph':
      return <p>{renderInlines(block.children)}</p>;
    case 'list': {
      const items = block.items.map((item, index) => <li key={index}>{renderInlines(item)}</li>);
      return block.ordered ? (
        <ol start={block.start === 1 ? undefined : block.start}>{items}</ol>
      ) : (
        <ul>{items}</ul>
      );
    }
    case 'quote':
      return (
        <blockquote>
          {block.children.map((paragraph, index) => (
            <p key={index}>{renderInlines(paragraph)}</p>
          ))}
        </blockquote>
      );
    case 'rule':
      return <hr />;
    default: {
      const exhaustive: never = block;
      return exhaustive;
    }
  }
}

/**
 * Article content (simple markdown) as React elements. The page title is the h1, so the
 * content's top heading level becomes h2 and the others follow it.
 */
export function Markdown({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  const topLevel = Math.min(3, ...blocks.flatMap((block) => (block.type === 'heading' ? [block.level] : [])));
  return (
    <Prose>
      {blocks.map((block, index) => (
        <Fragment key={index}>{renderBlock(block, topLevel)}</Fragment>
      ))}
    </Prose>
  );
}
