import { localeFromCookie } from './locales.js';

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
