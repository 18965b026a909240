import {
  languageFromTag,
  localeFromAcceptLanguage,
  localeFromCookie,
  localeFromLanguageTag,
  requestLocale,
} from './locales.js';

describe('the language cookie', () => {
  it.each([
    ['lang=ja', 'ja'],
    ['sid=abc; lang=zh-hant; theme=dark', 'zh-Hant'],
    ['lang=zh-Hans', 'zh-Hans'],
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
    // Issue 40: Simplified Chinese has its own copy now (before, zh-CN fell through to ko here).
    ['zh-CN,zh;q=0.9,ko;q=0.5', 'zh-Hans'],
    ['zh-Hans-TW,ja;q=0.1', 'zh-Hans'],
    ['zh-Latn,ja;q=0.1', 'ja'],
    // Weights first, then order; a zero weight means "not this one".
    ['ko;q=0.2, ja;q=0.8', 'ja'],
    ['fr, ja;q=0.5, ko;q=0.5', 'ja'],
    ['ja;q=0, ko;q=0.1', 'ko'],
  ])('reads %j as %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it.each([undefined, '', '*', 'fr-FR,fr;q=0.9', 'zh-Latn', 'jav', ';;,,'])(
    'asks for no supported language with %j',
    (header) => {
      expect(localeFromAcceptLanguage(header)).toBeUndefined();
    },
  );

  it('is outranked by ?lang= and the stored choice, and English is the default', () => {
    expect(requestLocale({ param: 'ko', cookie: 'lang=ja', acceptLanguage: 'zh-TW' })).toBe('ko');
    expect(requestLocale({ param: 'fr', cookie: 'lang=en', acceptLanguage: 'zh-TW' })).toBe('en');
    expect(requestLocale({ cookie: 'sid=1', acceptLanguage: 'zh-TW' })).toBe('zh-Hant');
    expect(requestLocale({ acceptLanguage: 'zh-CN' })).toBe('zh-Hans');
    expect(requestLocale({ acceptLanguage: 'fr-FR' })).toBe('en');
    expect(requestLocale({})).toBe('en');
  });
});

describe('the first-visit language of a Chinese reader (issue 40)', () => {
  it.each([
    // By region: the mainland and Singapore read Simplified; Taiwan, Hong Kong and Macau Traditional.
    ['zh-CN', 'zh-Hans', 'CHS'],
    ['zh-SG', 'zh-Hans', 'CHS'],
    ['zh-MY', 'zh-Hans', 'CHS'],
    ['zh-TW', 'zh-Hant', 'CHN'],
    ['zh-HK', 'zh-Hant', 'CHN'],
    ['zh-MO', 'zh-Hant', 'CHN'],
    // A script wins over the region.
    ['zh-Hans', 'zh-Hans', 'CHS'],
    ['zh-Hant', 'zh-Hant', 'CHN'],
    ['zh-Hans-HK', 'zh-Hans', 'CHS'],
    ['zh-Hant-CN', 'zh-Hant', 'CHN'],
    ['zh_hans_sg', 'zh-Hans', 'CHS'],
    // Plain Chinese is Simplified (most readers).
    ['zh', 'zh-Hans', 'CHS'],
    ['ZH', 'zh-Hans', 'CHS'],
  ])('%s reads %s (%s)', (tag, locale, language) => {
    expect(localeFromLanguageTag(tag)).toBe(locale);
    expect(languageFromTag(tag)).toBe(language);
  });

  it('has no copy for a script it does not write, nor for other languages', () => {
    expect(localeFromLanguageTag('zh-Latn')).toBeUndefined();
    expect(languageFromTag('yue-HK')).toBeUndefined();
    expect(languageFromTag('fr')).toBeUndefined();
  });
});
