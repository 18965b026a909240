import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { GlobeIcon } from '@/components/icons';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import {
  activateStorefrontLocale,
  isAppLocale,
  LANGUAGE_SELECT_ATTRIBUTE,
  LOCALE_NAMES,
  LOCALES,
} from '@/lib/i18n';

const Wrapper = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;

  svg {
    position: absolute;
    left: ${({ theme }) => theme.space.sm};
    width: 18px;
    height: 18px;
    pointer-events: none;
  }

  select {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.sm} 0 32px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.background};
    cursor: pointer;
  }
`;

/**
 * The storefront language. An experience page may not exist in the new language,
 * so switching while on /experiences/{id} goes to the home page.
 */
export function LanguageSelector() {
  const { t, i18n } = useLingui();
  const id = useId();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  function onChange(value: string) {
    if (!isAppLocale(value)) return;
    const leave = pathname.includes('/experiences/');
    // Home once the new language is active, so that it loads in that language only.
    void activateStorefrontLocale(value).then(() => {
      if (leave) void navigate('/');
    });
  }

  return (
    <Wrapper>
      <VisuallyHidden as="label" htmlFor={id}>
        {t`Language`}
      </VisuallyHidden>
      <GlobeIcon />
      <select
        id={id}
        value={i18n.locale}
        onChange={(event) => onChange(event.target.value)}
        {...{ [LANGUAGE_SELECT_ATTRIBUTE]: '' }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </Wrapper>
  );
}
