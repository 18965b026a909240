import { useLingui } from '@lingui/react/macro';
import { CultureGuide } from '@/features/culture-guide';
import { PageShell } from './PageShell';

export function CultureGuidePage() {
  const { t } = useLingui();
  return (
    <PageShell
      title={t`Culture Guide`}
      intro={t`Travel guides, tips and stories to help you enjoy Korean culture.`}
    >
      <CultureGuide />
    </PageShell>
  );
}
