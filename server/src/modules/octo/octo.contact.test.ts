import { contactColumns } from './octo.contact.js';

describe("an OCTO contact's language (issue 40: the storefront's rule, zh-CN is Simplified)", () => {
  it.each([
    [['zh-CN'], 'CHS'],
    [['zh-SG'], 'CHS'],
    [['zh'], 'CHS'],
    [['zh-Hans-HK'], 'CHS'],
    [['zh-TW'], 'CHN'],
    [['zh-HK'], 'CHN'],
    [['zh-Hant'], 'CHN'],
    [['ja-JP'], 'JPN'],
    [['en-GB'], 'ENG'],
    [['ko'], 'KOR'],
    // The first locale the site writes in, as the storefront reads Accept-Language.
    [['fr-FR', 'zh-CN'], 'CHS'],
    [['fr-FR'], 'ENG'],
    [[], 'ENG'],
  ] as const)('%j → %s', (locales, language) => {
    expect(contactColumns({ fullName: 'Wang Fang', locales: [...locales] }, 'ENG').language).toBe(language);
  });

  it('keeps the fallback without a contact', () => {
    expect(contactColumns(undefined, 'JPN').language).toBe('JPN');
  });
});
