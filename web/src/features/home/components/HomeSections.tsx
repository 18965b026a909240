import { styled } from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { Container, LinkButton } from '@/components/Layout';

const Intro = styled.section`
  padding: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.md};

  h1 {
    max-width: 760px;
    font-size: ${({ theme }) => theme.fontSizes.display};
    color: ${({ theme }) => theme.colors.primary};
  }

  p {
    max-width: 640px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The page heading under the carousel. */
export function HomeIntro() {
  return (
    <Container>
      <Intro aria-labelledby="home-title">
        <h1 id="home-title">
          <Trans>Experience Korea like a local</Trans>
        </h1>
        <p>
          <Trans>
            Temple stays, K-pop dance classes, cooking workshops and traditional ceremonies: hands-on
            experiences, tours and tickets hosted by people who live the culture.
          </Trans>
        </p>
      </Intro>
    </Container>
  );
}

const Journey = styled.section`
  padding: ${({ theme }) => theme.space.xxl} 0;
  text-align: center;

  h2 {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The closing call to action. */
export function StartJourney() {
  return (
    <Journey aria-labelledby="home-journey">
      <h2 id="home-journey">
        <Trans>Ready for Korea?</Trans>
      </h2>
      <p>
        <Trans>Book in a few minutes. We confirm every application by e-mail.</Trans>
      </p>
      <LinkButton to="/experiences">
        <Trans>Start your journey</Trans>
      </LinkButton>
    </Journey>
  );
}
