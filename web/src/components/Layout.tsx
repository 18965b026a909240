import { Link } from 'react-router';
import { css, styled } from 'styled-components';

/** Centres page content at the theme's max width with responsive side padding. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.maxContentWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    padding: 0 ${({ theme }) => theme.space.lg};
  }
`;

type CardGridProps = {
  /** Columns on desktops; default 3. */
  $columns?: 2 | 3 | 4;
  /** Columns on tablets; default 2 (never more than `$columns`). */
  $tablet?: 1 | 2 | 3;
  $gap?: 'sm' | 'md' | 'lg';
  /** Cards fill their cell, so a row's cards share one height. */
  $stretch?: boolean;
  /**
   * Auto-fill instead of the breakpoints: at every width, as many columns of at least this width
   * (a CSS length) as fit. `$columns` and `$tablet` then do not apply.
   */
  $minColumn?: string;
  /** With `$minColumn`: empty columns collapse, so a short row's cards stretch across it. */
  $fit?: boolean;
};

/** `n` equal columns; with `$minColumn`, as many as fit instead. */
const gridColumns = (n: (p: CardGridProps) => number) => (p: CardGridProps) =>
  p.$minColumn
    ? `repeat(auto-${p.$fit ? 'fit' : 'fill'}, minmax(min(${p.$minColumn}, 100%), 1fr))`
    : `repeat(${n(p)}, minmax(0, 1fr))`;

/**
 * The one grid of cards: one column on phones, `$tablet` (2) on tablets, `$columns` (3) on
 * desktops; or, with `$minColumn`, as many columns as fit. A `<ul>`; pass `as="ol"` for ordered
 * steps.
 */
export const CardGrid = styled.ul<CardGridProps>`
  display: grid;
  grid-template-columns: ${gridColumns(() => 1)};
  gap: ${({ theme, $gap = 'lg' }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: ${gridColumns(({ $tablet = 2, $columns = 3 }) => Math.min($tablet, $columns))};
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: ${gridColumns(({ $columns = 3 }) => $columns)};
  }

  ${({ $stretch }) =>
    $stretch &&
    css`
      > li {
        display: flex;
      }

      > li > * {
        flex: 1;
      }
    `}
`;

/** A router link styled as the primary or secondary button. */
export const LinkButton = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  text-decoration: none;
  background: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.background : theme.colors.primary)};
  color: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.primary : theme.colors.textInverse)};

  &:hover {
    background: ${({ theme, $variant }) =>
      $variant === 'secondary' ? theme.colors.surface : theme.colors.primaryHover};
  }
`;
