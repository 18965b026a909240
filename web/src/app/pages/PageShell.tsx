import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Container } from '@/components/Layout';

const Section = styled.section`
  padding: ${({ theme }) => theme.space.xxl} 0;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Intro = styled.p`
  max-width: 640px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

type PageShellProps = { title: string; intro?: ReactNode; children?: ReactNode };

/** A page's heading and intro (the document title comes from the route: domain/seo.ts); content below. */
export function PageShell({ title, intro, children }: PageShellProps) {
  return (
    <Container>
      <Section aria-labelledby="page-title">
        <h1 id="page-title">{title}</h1>
        {intro ? <Intro>{intro}</Intro> : null}
        {children}
      </Section>
    </Container>
  );
}
