import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { CONTACT, SOCIAL_LINK } from '@/lib/site';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

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

const svg = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

const icons = {
  social: (
    <svg {...svg}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.5" />
    </svg>
  ),
  email: (
    <svg {...svg}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  ),
  address: (
    <svg {...svg}>
      <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Z" />
      <circle cx="12" cy="10" r="2.5" />
    </svg>
  ),
  hours: (
    <svg {...svg}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  ),
};

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
  return (
    <Grid aria-label={t`Contact details`}>
      <ContactCard icon={icons.social} title={SOCIAL_LINK.name}>
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
      <ContactCard icon={icons.email} title={<Trans>Email</Trans>}>
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
      <ContactCard icon={icons.address} title={<Trans>Address</Trans>}>
        <Address>
          {CONTACT.companyName}
          <br />
          {CONTACT.address}
        </Address>
      </ContactCard>
      <ContactCard icon={icons.hours} title={<Trans>Business hours</Trans>}>
        <p>
          <Trans>Monday–Friday 09:00–18:00 (Korea time)</Trans>
        </p>
        <Muted>
          <Trans>Closed on weekends</Trans>
        </Muted>
      </ContactCard>
    </Grid>
  );
}
