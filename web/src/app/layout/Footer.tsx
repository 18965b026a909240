import { Link } from 'react-router';
import { styled } from 'styled-components';
import { seoulToday } from '@domain/calendar';
import { Trans, useLingui } from '@lingui/react/macro';
import { Container } from '@/components/Layout';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { NewsletterSignup } from '@/features/newsletter';
import { BRAND_NAME, SOCIAL_LINK } from '@/lib/site';

const Bar = styled.footer`
  margin-top: ${({ theme }) => theme.space.xxxl};
  padding: ${({ theme }) => theme.space.xxl} 0 ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Grid = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 2fr 1fr;
  }
`;

const Brand = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const QuickLinks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Legal = styled(Container)`
  margin-top: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function scrollToTop() {
  // Navigation already scrolls to the top; this covers a link to the page already shown.
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}

/** Site footer: tagline, social link and quick links (each click scrolls to the top). */
export function Footer() {
  const { t } = useLingui();
  // Seoul's year, as the server renders it whatever the visitor's time zone (no hydration mismatch at New Year).
  const year = seoulToday().slice(0, 4);
  const social = SOCIAL_LINK.name;

  return (
    <Bar>
      <Grid>
        <div>
          <Brand>{BRAND_NAME}</Brand>
          <Muted>
            <Trans>
              Korean culture, hands-on: experiences, tours and tickets in Seoul, hosted by locals.
            </Trans>
          </Muted>
          <a href={SOCIAL_LINK.href} target="_blank" rel="noopener noreferrer">
            <Trans>Follow us on {social}</Trans>
            <VisuallyHidden>
              {' '}
              <Trans>(opens in a new tab)</Trans>
            </VisuallyHidden>
          </a>
          <NewsletterSignup />
        </div>
        <nav aria-label={t`Quick links`}>
          <Heading>
            <Trans>Quick links</Trans>
          </Heading>
          <QuickLinks>
            <li>
              <Link to="/" onClick={scrollToTop}>
                <Trans>Home</Trans>
              </Link>
            </li>
            <li>
              <Link to="/experiences" onClick={scrollToTop}>
                <Trans>Browse experiences</Trans>
              </Link>
            </li>
            <li>
              <Link to="/culture-guide" onClick={scrollToTop}>
                <Trans>Culture Guide</Trans>
              </Link>
            </li>
            <li>
              <Link to="/about" onClick={scrollToTop}>
                <Trans>About</Trans>
              </Link>
            </li>
            <li>
              <Link to="/contact" onClick={scrollToTop}>
                <Trans>Contact</Trans>
              </Link>
            </li>
            <li>
              <Link to="/booking-verification" onClick={scrollToTop}>
                <Trans>Look up a booking</Trans>
              </Link>
            </li>
          </QuickLinks>
        </nav>
      </Grid>
      <Legal>
        <Trans>
          © {year} {BRAND_NAME}. All rights reserved.
        </Trans>
      </Legal>
    </Bar>
  );
}
