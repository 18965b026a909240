import type { ReactNode } from 'react';
import { css, styled } from 'styled-components';
import { Container } from './Layout';

type Tone = 'plain' | 'feature';

const Band = styled.section<{ $tone: Tone }>`
  padding: ${({ theme }) => theme.space.xxl} 0;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }

  ${({ $tone, theme }) =>
    $tone === 'feature' &&
    css`
      padding-top: ${theme.space.xxxl};
      background: linear-gradient(160deg, ${theme.colors.surface} 0%, ${theme.colors.background} 75%);

      h1 {
        max-width: 760px;
        font-size: ${theme.fontSizes.display};
        color: ${theme.colors.primary};
      }
    `}
`;

const Eyebrow = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`;

const Intro = styled.p`
  max-width: 640px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type PageHeroProps = {
  /** The page's h1 (the document title comes from the route: domain/seo.ts). */
  title: ReactNode;
  intro?: ReactNode;
  /** A small line above the title. */
  eyebrow?: ReactNode;
  /** `feature`: a tinted band with a display-size title (About, Contact); `plain`: a page heading. */
  tone?: Tone;
  /** Content below the intro, inside the same section (labelled by the title). */
  children?: ReactNode;
  lang?: string;
};

/** The one page heading: an h1 (`#page-title`) naming its section, an intro, then the content. */
export function PageHero({ title, intro, eyebrow, tone = 'plain', children, lang }: PageHeroProps) {
  return (
    <Band $tone={tone} aria-labelledby="page-title" lang={lang}>
      <Container>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <h1 id="page-title">{title}</h1>
        {intro ? <Intro>{intro}</Intro> : null}
        {children}
      </Container>
    </Band>
  );
}
