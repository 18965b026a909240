import { setupI18n, type Messages } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { LOCALES, type AppLocale } from '@domain/locales';
import { SEO_COPY } from '@domain/seoCopy';
import { messages as en } from '@/locales/en/messages.po';
import { messages as ja } from '@/locales/ja/messages.po';
import { messages as ko } from '@/locales/ko/messages.po';
import { messages as zhHans } from '@/locales/zh-Hans/messages.po';
import { messages as zhHant } from '@/locales/zh-Hant/messages.po';

const catalogs: Record<AppLocale, Messages> = {
  en,
  ja,
  'zh-Hant': zhHant,
  'zh-Hans': zhHans,
  ko,
};

/** The catalog's translation of an English source message, or undefined when the catalog lacks it. */
function translate(locale: AppLocale, source: string): string | undefined {
  const id = generateMessageId(source);
  if (!(id in catalogs[locale])) return undefined;
  return setupI18n({ locale, messages: { [locale]: catalogs[locale] } })._(id);
}

// The home page's title is head copy only (its heading is "Experience Korea like a local").
const headOnly = new Set(['home.title']);

const cases = Object.entries(SEO_COPY).flatMap(([page, byLocale]) =>
  (['title', 'description'] as const)
    .filter((field) => !headOnly.has(`${page}.${field}`))
    .flatMap((field) =>
      LOCALES.map((locale) => ({
        name: `${page}.${field} (${locale})`,
        source: byLocale.en[field],
        copy: byLocale[locale][field],
        locale,
      })),
    ),
);

describe('head copy of the fixed pages (domain/seoCopy.ts)', () => {
  it.each(cases)('$name is the page heading or intro as the catalog translates it', (c) => {
    expect(translate(c.locale, c.source)).toBe(c.copy);
  });
});
