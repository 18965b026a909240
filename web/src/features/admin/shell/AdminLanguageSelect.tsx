import { useId } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { LOCALE_NAMES } from '@/lib/i18n';
import { activateAdminLocale, ADMIN_LOCALES, type AdminLocale } from '../i18n/adminI18n';

const Wrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  select {
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** The back office's own language choice (Korean or English), stored apart from the storefront's. */
export function AdminLanguageSelect() {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <Wrapper>
      <label htmlFor={id}>{t`Admin language`}</label>
      <select
        id={id}
        value={i18n.locale}
        onChange={(event) => void activateAdminLocale(event.target.value as AdminLocale)}
      >
        {ADMIN_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </Wrapper>
  );
}
