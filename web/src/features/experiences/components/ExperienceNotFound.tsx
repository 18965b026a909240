import { Link } from 'react-router';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Container } from '@/components/Layout';
import { notFoundHead } from '@domain/seo';
import { useDocumentMeta, useHeadContext } from '@/lib/useDocumentMeta';

const Section = styled.section`
  padding: ${({ theme }) => theme.space.xxl} 0;
  text-align: center;

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  a {
    font-weight: 700;
  }
`;

/** Missing, inactive or unreachable experience (spec §8). */
export function ExperienceNotFound() {
  const { t } = useLingui();
  const title = t`Experience Not Found`;
  useDocumentMeta(notFoundHead('experienceNotFound', useHeadContext().locale));
  return (
    <Container>
      <Section aria-labelledby="page-title">
        <h1 id="page-title">{title}</h1>
        <p>{t`The experience you're looking for doesn't exist or has been removed.`}</p>
        <Link to="/experiences">
          <Trans>Browse All Experiences</Trans>
        </Link>
      </Section>
    </Container>
  );
}
