import { Trans, useLingui } from '@lingui/react/macro';
import { LinkButton } from '@/components/Layout';
import { PageHero } from '@/components/PageHero';

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <PageHero title={t`Page Not Found`} intro={t`The page you are looking for does not exist or has moved.`}>
      <LinkButton to="/">
        <Trans>Go to the home page</Trans>
      </LinkButton>
    </PageHero>
  );
}
