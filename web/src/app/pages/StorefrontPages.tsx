import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageShell } from './PageShell';

// Thin route pages: heading and intro now; each page's issue composes its feature below them.

export function ExperiencesPage() {
  const { t } = useLingui();
  return (
    <PageShell
      title={t`Experiences`}
      intro={t`Traditions, K-pop, food, drama and trends: find an experience, tour or ticket and pick a date.`}
    />
  );
}

export function ExperienceDetailPage() {
  const { t } = useLingui();
  return (
    <PageShell title={t`Experience`}>
      <Link to="/experiences">
        <Trans>Browse All Experiences</Trans>
      </Link>
    </PageShell>
  );
}

export function CultureGuidePage() {
  const { t } = useLingui();
  return (
    <PageShell
      title={t`Culture Guide`}
      intro={t`Travel guides, tips and stories to help you enjoy Korean culture.`}
    />
  );
}

export function ArticlePage() {
  const { t } = useLingui();
  return (
    <PageShell title={t`Article`}>
      <Link to="/culture-guide">
        <Trans>Back to the culture guide</Trans>
      </Link>
    </PageShell>
  );
}

export function AboutPage() {
  const { t } = useLingui();
  return (
    <PageShell
      title={t`About us`}
      intro={t`We are a Seoul-based team connecting travellers with Korean culture through storytelling, discovery and empathy.`}
    />
  );
}

export function ContactPage() {
  const { t } = useLingui();
  return (
    <PageShell
      title={t`Contact us`}
      intro={t`Questions about an experience or a booking? We reply to e-mails and direct messages within 24 hours.`}
    >
      <p>
        <Trans>Business hours: Monday to Friday, 09:00–18:00 Korean time. Closed on weekends.</Trans>
      </p>
    </PageShell>
  );
}

export function BookingVerificationPage() {
  const { t } = useLingui();
  return (
    <PageShell
      title={t`Find your booking`}
      intro={t`Enter the e-mail address, phone number and 6-digit verification code you used when booking.`}
    />
  );
}

export function ImageTestPage() {
  const { t } = useLingui();
  return (
    <PageShell
      title={t`Image test`}
      intro={t`Developer tool: build an image URL from a file name and preview it.`}
    />
  );
}
