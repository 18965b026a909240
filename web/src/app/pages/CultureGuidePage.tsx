import { useLingui } from '@lingui/react/macro';
import { CultureGuide } from '@/features/culture-guide';
import { PageHero } from '@/components/PageHero';

export function CultureGuidePage() {
  const { t } = useLingui();
  return (
    <PageHero
      title={t`Culture Guide`}
      intro={t`Travel guides, tips and stories to help you enjoy Korean culture.`}
    >
      <CultureGuide />
    </PageHero>
  );
}
