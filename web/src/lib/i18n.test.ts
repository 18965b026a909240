import { setupI18n } from '@lingui/core';
import {
  activateStorefrontLocale,
  fromLanguageCode,
  initialStorefrontLocale,
  languagePickedBeforeHydration,
  LOCALES,
  toLanguageCode,
} from './i18n';

/** The browser's preferred languages (what it sends as Accept-Language), for one test. */
function browserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

describe('i18n helpers', () => {
  afterEach(() => {
    // Back to jsdom's own (en-US, en).
    delete (window.navigator as { languages?: unknown }).languages;
  });

  it('maps UI locales to the product language codes and back', () => {
    expect(LOCALES.map(toLanguageCode)).toEqual(['ENG', 'JPN', 'CHN', 'CHS', 'KOR']);
    expect(['ENG', 'JPN', 'CHN', 'CHS', 'KOR'].map(fromLanguageCode)).toEqual([
      'en',
      'ja',
      'zh-Hant',
      'zh-Hans',
      'ko',
    ]);
    expect(fromLanguageCode('FRA')).toBeUndefined();
    expect(fromLanguageCode(null)).toBeUndefined();
  });

  it('defaults to English when nothing valid is stored', () => {
    expect(initialStorefrontLocale()).toBe('en');
    window.localStorage.setItem('language', 'klingon');
    expect(initialStorefrontLocale()).toBe('en');
    window.localStorage.setItem('language', 'KOR');
    expect(initialStorefrontLocale()).toBe('ko');
  });

  it('takes the language of a shared URL (?lang=) over the stored one and clears it from the address', () => {
    window.localStorage.setItem('language', 'KOR');
    window.history.replaceState(null, '', '/experiences?category=Tour,Tickets&lang=JA&q=a+b#top');
    expect(initialStorefrontLocale()).toBe('ja');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/experiences?category=Tour,Tickets&q=a+b#top',
    );

    // An unknown language is dropped from the address too; the stored choice stands.
    window.history.replaceState(null, '', '/about?lang=fr');
    expect(initialStorefrontLocale()).toBe('ko');
    expect(window.location.search).toBe('');
    window.history.replaceState(null, '', '/');
  });

  it('activates a language: catalog, <html lang>, storage and the cookie the server renders pages by', async () => {
    const instance = setupI18n();
    await activateStorefrontLocale('ja', instance);
    expect(instance.locale).toBe('ja');
    expect(Object.keys(instance.messages).length).toBeGreaterThan(10);
    expect(document.documentElement.lang).toBe('ja');
    expect(window.localStorage.getItem('language')).toBe('JPN');
    expect(document.cookie).toBe('lang=ja');
    await activateStorefrontLocale('zh-Hant', instance);
    expect(document.cookie).toBe('lang=zh-Hant');
    // English is the server's default: no cookie.
    await activateStorefrontLocale('en', instance);
    expect(document.cookie).toBe('');
  });

  it("with nothing stored, keeps the server's choice (from Accept-Language), else the browser's preferred supported language", () => {
    // A server-rendered first visit: the server read Accept-Language and rendered Japanese.
    expect(initialStorefrontLocale('ja')).toBe('ja');
    // Rendered in the browser (no server page): the browser's own preference.
    browserLanguages(['zh-TW', 'en']);
    expect(initialStorefrontLocale()).toBe('zh-Hant');
    browserLanguages(['fr-FR', 'ko']);
    expect(initialStorefrontLocale()).toBe('ko');
    // Issue 40: a mainland browser reads Simplified (before, English).
    browserLanguages(['zh-CN', 'de']);
    expect(initialStorefrontLocale()).toBe('zh-Hans');
    browserLanguages(['fr-FR', 'de']);
    expect(initialStorefrontLocale()).toBe('en');
    // A stored choice and ?lang= still win.
    browserLanguages(['ja']);
    document.cookie = 'lang=ko; Path=/';
    expect(initialStorefrontLocale('ja')).toBe('ko');
    window.localStorage.setItem('language', 'ENG');
    expect(initialStorefrontLocale('ja')).toBe('en');
    window.history.replaceState(null, '', '/about?lang=zh-Hant');
    expect(initialStorefrontLocale('ja')).toBe('zh-Hant');
    window.history.replaceState(null, '', '/');
  });

  it('keeps English in the cookie where the browser asks for another language, so the server renders English', async () => {
    browserLanguages(['ja-JP', 'ja', 'en']);
    const instance = setupI18n();
    await activateStorefrontLocale('en', instance);
    expect(window.localStorage.getItem('language')).toBe('ENG');
    expect(document.cookie).toBe('lang=en');
    await activateStorefrontLocale('ja', instance);
    expect(document.cookie).toBe('lang=ja');
  });

  it('falls back on the language cookie when nothing is stored (storage cleared or blocked)', () => {
    document.cookie = 'lang=ko; Path=/';
    expect(initialStorefrontLocale()).toBe('ko');
    window.localStorage.setItem('language', 'JPN');
    expect(initialStorefrontLocale()).toBe('ja');
  });

  it('lets the last of two quick choices win', async () => {
    const instance = setupI18n();
    await Promise.all([activateStorefrontLocale('ja', instance), activateStorefrontLocale('ko', instance)]);
    expect(instance.locale).toBe('ko');
    expect(window.localStorage.getItem('language')).toBe('KOR');
  });

  it('reads a language picked in the server-rendered selector before the app started', () => {
    document.body.innerHTML =
      '<select data-language-select><option value="en">English</option><option value="ja">日本語</option></select>';
    expect(languagePickedBeforeHydration('en')).toBeNull();
    document.querySelector('select')!.value = 'ja';
    expect(languagePickedBeforeHydration('en')).toBe('ja');
    expect(languagePickedBeforeHydration('ja')).toBeNull();
    document.body.innerHTML = '';
    expect(languagePickedBeforeHydration('en')).toBeNull();
  });
});
