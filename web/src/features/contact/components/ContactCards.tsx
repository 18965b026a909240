import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { ClockIcon, MailIcon, PinIcon, SocialIcon } from '@/components/icons';
import { CardGrid } from '@/components/Layout';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { CONTACT, SOCIAL_LINK } from '@/lib/site';

const Card = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  h3 {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0;
  }

  a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const IconCircle = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};

  svg {
    width: 22px;
    height: 22px;
  }
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const EmailList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
  }
`;

const Address = styled.address`
  font-style: normal;
`;

function ContactCard({ icon, title, children }: { icon: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <IconCircle>{icon}</IconCircle>
      <div>
        <h3>{title}</h3>
        {children}
      </div>
    </Card>
  );
}

/** The four ways to reach the team (spec §2 Contact): social DM, two e-mails, address, hours. */
export function ContactCards() {
  const { t } = useLingui();
  const { open, close } = CONTACT.hours;
  return (
    <CardGrid $columns={2} $gap="md" aria-label={t`Contact details`}>
      <ContactCard icon={<SocialIcon />} title={SOCIAL_LINK.name}>
        <p>
          <a href={SOCIAL_LINK.href} target="_blank" rel="noopener noreferrer">
            {CONTACT.socialHandle}
            <VisuallyHidden>
              {' '}
              <Trans>(opens in a new tab)</Trans>
            </VisuallyHidden>
          </a>
        </p>
        <Muted>
          <Trans>Send us a direct message: we reply within 24 hours.</Trans>
        </Muted>
      </ContactCard>
      <ContactCard icon={<MailIcon />} title={<Trans>Email</Trans>}>
        <EmailList>
          <div>
            <dt>
              <Trans>Business & program inquiries</Trans>
            </dt>
            <dd>
              <a href={`mailto:${CONTACT.partnersEmail}`}>{CONTACT.partnersEmail}</a>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Website inquiries</Trans>
            </dt>
            <dd>
              <a href={`mailto:${CONTACT.helpEmail}`}>{CONTACT.helpEmail}</a>
            </dd>
          </div>
        </EmailList>
      </ContactCard>
      <ContactCard icon={<PinIcon />} title={<Trans>Address</Trans>}>
        <Address>
          {CONTACT.companyName}
          <br />
          {CONTACT.address}
        </Address>
      </ContactCard>
      <ContactCard icon={<ClockIcon />} title={<Trans>Business hours</Trans>}>
        <p>
          <Trans>
            Monday–Friday {open}–{close} (Korea time)
          </Trans>
        </p>
        <Muted>
          <Trans>Closed on weekends</Trans>
        </Muted>
      </ContactCard>
    </CardGrid>
  );
}
