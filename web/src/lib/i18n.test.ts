import { setupI18n } from '@lingui/core';
import {
  activateStorefrontLocale,
  fromLanguageCode,
  initialStorefrontLocale,
  LOCALES,
  toLanguageCode,
} from './i18n';

describe('i18n helpers', () => {
  it('maps UI locales to the product language codes and back', () => {
    expect(LOCALES.map(toLanguageCode)).toEqual(['ENG', 'JPN', 'CHN', 'KOR']);
    expect(['ENG', 'JPN', 'CHN', 'KOR'].map(fromLanguageCode)).toEqual(['en', 'ja', 'zh-Hant', 'ko']);
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

  it('activates a language: catalog, <html lang> and storage', async () => {
    const instance = setupI18n();
    await activateStorefrontLocale('ja', instance);
    expect(instance.locale).toBe('ja');
    expect(Object.keys(instance.messages).length).toBeGreaterThan(10);
    expect(document.documentElement.lang).toBe('ja');
    expect(window.localStorage.getItem('language')).toBe('JPN');
  });

  it('lets the last of two quick choices win', async () => {
    const instance = setupI18n();
    await Promise.all([activateStorefrontLocale('ja', instance), activateStorefrontLocale('ko', instance)]);
    expect(instance.locale).toBe('ko');
    expect(window.localStorage.getItem('language')).toBe('KOR');
  });
});
