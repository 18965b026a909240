import { setupI18n, type Messages } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { LOCALES, toLanguageCode, type AppLocale } from '@domain/locales';
import { PROMO_REFUSAL_MESSAGES } from '@domain/promo';
import { messages as en } from '@/locales/en/messages.po';
import { messages as ja } from '@/locales/ja/messages.po';
import { messages as ko } from '@/locales/ko/messages.po';
import { messages as zhHans } from '@/locales/zh-Hans/messages.po';
import { messages as zhHant } from '@/locales/zh-Hant/messages.po';

const catalogs: Record<AppLocale, Messages> = { en, ja, 'zh-Hant': zhHant, 'zh-Hans': zhHans, ko };

// Issue 41: every refusal of a promo code reads the same, whoever says it. The booking form's own
// words (a failed check, or no answer) must be the server's (domain/promo.ts) in each language, or a
// guest could tell one refusal from another by its wording.
describe("the booking form's promo refusal", () => {
  it.each(LOCALES)('is the words the server answers in %s', (locale) => {
    const id = generateMessageId('This code cannot be used for this booking.');
    expect(id in catalogs[locale]).toBe(true);
    const i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } });
    expect(i18n._(id)).toBe(PROMO_REFUSAL_MESSAGES[toLanguageCode(locale)]);
  });
});
