import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Select } from '@/components/ui';
import { LOCALE_NAMES } from '@/lib/i18n';
import { activateAdminLocale, ADMIN_LOCALES, type AdminLocale } from '@/features/admin/kit/i18n/adminI18n';

/** On one line in the top bar: the label beside a compact trigger. */
const Compact = styled(Select)`
  flex-direction: row;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  label {
    font-weight: 400;
  }

  button {
    min-height: 36px;
    min-width: 7rem;
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const OPTIONS = ADMIN_LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale], lang: locale }));

/** The back office's own language choice (Korean or English), stored apart from the storefront's. */
export function AdminLanguageSelect() {
  const { t, i18n } = useLingui();
  return (
    <Compact
      label={t`Admin language`}
      value={i18n.locale}
      onChange={(next) => void activateAdminLocale(next as AdminLocale)}
      options={OPTIONS}
    />
  );
}
