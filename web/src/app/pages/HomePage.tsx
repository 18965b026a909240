import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Container, LinkButton } from '@/components/Layout';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

const Hero = styled.section`
  padding: ${({ theme }) => theme.space.xxxl} 0 ${({ theme }) => theme.space.xxl};
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.surface} 0%,
    ${({ theme }) => theme.colors.background} 70%
  );
`;

const Eyebrow = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Title = styled.h1`
  max-width: 760px;
  font-size: ${({ theme }) => theme.fontSizes.display};
  color: ${({ theme }) => theme.colors.primary};
`;

const Lead = styled.p`
  max-width: 620px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** Home: the hero. The carousel, category tiles, popular list and booking steps are added by the home issue. */
export function HomePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Korean cultural experiences in Seoul`);

  return (
    <Hero aria-labelledby="home-title">
      <Container>
        <Eyebrow>
          <Trans>Seoul · Korean culture</Trans>
        </Eyebrow>
        <Title id="home-title">
          <Trans>Experience Korea like a local</Trans>
        </Title>
        <Lead>
          <Trans>
            Temple stays, K-pop dance classes, cooking workshops and traditional ceremonies: hands-on
            experiences, tours and tickets hosted by people who live the culture.
          </Trans>
        </Lead>
        <Actions>
          <LinkButton to="/experiences">
            <Trans>Browse experiences</Trans>
          </LinkButton>
          <LinkButton to="/culture-guide" $variant="secondary">
            <Trans>Read the culture guide</Trans>
          </LinkButton>
        </Actions>
      </Container>
    </Hero>
  );
}
