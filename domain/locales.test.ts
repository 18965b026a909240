import { localeFromAcceptLanguage, localeFromCookie, requestLocale } from './locales.js';

describe('the language cookie', () => {
  it.each([
    ['lang=ja', 'ja'],
    ['sid=abc; lang=zh-hant; theme=dark', 'zh-Hant'],
    [' lang = ko ', 'ko'],
    ['other=1;lang=EN', 'en'],
  ])('reads %j as %s', (header, locale) => {
    expect(localeFromCookie(header)).toBe(locale);
  });

  it.each([undefined, '', 'lang=', 'lang=fr', 'slang=ja', 'lang=%E0%A4%A', 'language=ja'])(
    'gives nothing for %j',
    (header) => {
      expect(localeFromCookie(header)).toBeUndefined();
    },
  );
});

describe('the browser language (Accept-Language)', () => {
  it.each([
    ['ja', 'ja'],
    ['ja-JP,ja;q=0.9,en-US;q=0.8', 'ja'],
    ['ko-KR', 'ko'],
    ['zh-TW,zh;q=0.9', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-MO', 'zh-Hant'],
    ['zh-Hant', 'zh-Hant'],
    ['zh-Hant-CN', 'zh-Hant'],
    ['ZH_tw', 'zh-Hant'],
    ['en-GB,ja;q=0.9', 'en'],
    // Simplified Chinese is passed over for the next supported language.
    ['zh-CN,zh;q=0.9,ko;q=0.5', 'ko'],
    ['zh-Hans-TW,ja;q=0.1', 'ja'],
    // Weights first, then order; a zero weight means "not this one".
    ['ko;q=0.2, ja;q=0.8', 'ja'],
    ['fr, ja;q=0.5, ko;q=0.5', 'ja'],
    ['ja;q=0, ko;q=0.1', 'ko'],
  ])('reads %j as %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it.each([undefined, '', '*', 'fr-FR,fr;q=0.9', 'zh', 'zh-CN', 'zh-Hans', 'zh-SG,de', 'jav', ';;,,'])(
    'asks for no supported language with %j',
    (header) => {
      expect(localeFromAcceptLanguage(header)).toBeUndefined();
    },
  );

  it('is outranked by ?lang= and the stored choice, and English is the default', () => {
    expect(requestLocale({ param: 'ko', cookie: 'lang=ja', acceptLanguage: 'zh-TW' })).toBe('ko');
    expect(requestLocale({ param: 'fr', cookie: 'lang=en', acceptLanguage: 'zh-TW' })).toBe('en');
    expect(requestLocale({ cookie: 'sid=1', acceptLanguage: 'zh-TW' })).toBe('zh-Hant');
    expect(requestLocale({ acceptLanguage: 'zh-CN' })).toBe('en');
    expect(requestLocale({})).toBe('en');
  });
});
