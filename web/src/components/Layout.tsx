import { Link } from 'react-router';
import { styled } from 'styled-components';

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

/** A list of cards: one column on phones, two on tablets, three on desktops. */
export const CardGrid = styled.ul<{ $gap?: 'md' | 'lg' }>`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme, $gap = 'lg' }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
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
