import { styled } from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { Container } from '@/components/Layout';
import { PageHero } from '@/components/PageHero';
import { ContactCards } from './ContactCards';
import { InquiryForm } from './InquiryForm';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
  padding-top: ${({ theme }) => theme.space.xxl};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FormPanel = styled.div`
  width: 100%;
  max-width: 760px;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

/** Contact (spec §2): hero, 'Get in touch' with the four contact cards, and the inquiry form. */
export function Contact() {
  return (
    <>
      <PageHero
        tone="feature"
        title={<Trans>Contact us</Trans>}
        intro={
          <Trans>Questions about an experience, a booking or a group programme? We are happy to help.</Trans>
        }
      />
      <Container>
        <Sections>
          <section aria-labelledby="get-in-touch">
            <h2 id="get-in-touch">
              <Trans>Get in touch</Trans>
            </h2>
            <Intro>
              <Trans>
                Reach us the way that suits you. We reply to e-mails and direct messages within 24 hours.
              </Trans>
            </Intro>
            <ContactCards />
          </section>
          <FormPanel>
            <h2 id="inquiry-form-title">
              <Trans>Send us a message</Trans>
            </h2>
            <InquiryForm />
          </FormPanel>
        </Sections>
      </Container>
    </>
  );
}
