import { Trans, useLingui } from '@lingui/react/macro';
import { LinkButton } from '@/components/Layout';
import { PageShell } from './PageShell';

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <PageShell title={t`Page Not Found`} intro={t`The page you are looking for does not exist or has moved.`}>
      <LinkButton to="/">
        <Trans>Go to the home page</Trans>
      </LinkButton>
    </PageShell>
  );
}
