import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  catalogProblems,
  looksLikeCode,
  placeholders,
  readCatalog,
  simplifiedProblems,
  traditionalCharacters,
} from '../../../scripts/po-checks.mjs';
import { SEO_COPY, SITE_KEYWORDS } from '@domain/seoCopy';

// Every catalog must be complete: an empty msgstr would show English (or a message id) to a
// Japanese, Chinese or Korean visitor. The back office speaks Korean and English only, so it has
// no ja or zh-Hant catalog (scripts/lingui-extract.mjs). The mails the server sends have their own
// catalogs in all four languages (server/src/locales/<locale>/mail.po), English included: their
// messages have explicit ids, so an empty English msgstr would show the id.
const localesDir = path.resolve(process.cwd(), 'web/src/locales');
const mailDir = path.resolve(process.cwd(), 'server/src/locales');

/** English words the same in every language: a badge, an acronym, an example address. */
const SAME_IN_EVERY_LANGUAGE = new Set(['NEW', 'SEO', '{percent}% OFF', 'you@example.com']);

/** Messages whose "translation" is the English copied over (placeholders aside, a word of 3+ letters). */
function copiedEnglish(poFile: string): string[] {
  return readCatalog(poFile)
    .filter(({ id, str }) => id === str && /[A-Za-z]{3}/.test(id.replace(/\{[^}]*\}/g, '')))
    .map(({ id }) => id)
    .filter((id) => !SAME_IN_EVERY_LANGUAGE.has(id));
}

const catalogs = readdirSync(localesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'en')
  .flatMap((dir) =>
    readdirSync(path.join(localesDir, dir.name))
      .filter((file) => file.endsWith('.po'))
      .map((file) => path.join(dir.name, file)),
  );

describe('translation catalogs', () => {
  it('exist for ja, zh-Hant, zh-Hans and ko (the back office: ko only)', () => {
    expect(catalogs.sort()).toEqual([
      'ja/messages.po',
      'ko/admin.po',
      'ko/messages.po',
      'zh-Hans/messages.po',
      'zh-Hant/messages.po',
    ]);
  });

  it.each(catalogs)('%s has a translation for every message', (catalog) => {
    expect(catalogProblems(path.join(localesDir, catalog)).untranslated).toEqual([]);
    expect(copiedEnglish(path.join(localesDir, catalog))).toEqual([]);
  });

  // Issue 34: the look-up's payment panel showed "{'ja': 'お支払い', 'zh-Hant': '付款', 'ko': '결제'}".
  it.each(catalogs)('%s holds words, not code or a dictionary pasted in', (catalog) => {
    expect(catalogProblems(path.join(localesDir, catalog)).code).toEqual([]);
  });

  it.each(catalogs)('%s keeps the placeholders of the English in every message', (catalog) => {
    expect(catalogProblems(path.join(localesDir, catalog)).placeholders).toEqual([]);
  });
});

describe('the catalog checks', () => {
  it('see a dictionary, JSON or code where words belong', () => {
    expect(looksLikeCode("{'ja': 'お支払い', 'zh-Hant': '付款', 'ko': '결제'}")).toBe(true);
    expect(looksLikeCode('{"title": "결제"}')).toBe(true);
    expect(looksLikeCode('"ja": "お支払い"')).toBe(true);
    expect(looksLikeCode('${amount} 원')).toBe(true);
    expect(looksLikeCode('결제 금액: {amount}')).toBe(false);
    expect(looksLikeCode('「{tag}」はすでにリストにあります。')).toBe(false);
  });

  it("see another language's letters pasted into a catalog", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'po-'));
    mkdirSync(path.join(dir, 'ja'));
    const po = path.join(dir, 'ja', 'messages.po');
    writeFileSync(po, 'msgid "Payment"\nmsgstr "결제"\n\nmsgid "Korea"\nmsgstr "韓国"\n');
    expect(catalogProblems(po).code).toEqual(['Payment => 결제']);
    rmSync(dir, { recursive: true });
  });

  it('read the placeholders of a message, plural forms aside', () => {
    expect(placeholders('{count, plural, one {guest} other {# guests of {total}}}')).toEqual([
      '{count}',
      '{total}',
    ]);
    expect(placeholders('{count, plural, other {#名}}')).toEqual(['{count}']);
    expect(placeholders('Add {name} (+{price} per guest)')).toEqual(['{name}', '{price}']);
    expect(placeholders('<0>Read</0> the <1/> terms')).toEqual(['</0>', '<0>', '<1/>']);
  });
});

// Issue 40: the Simplified Chinese copy is written for mainland readers, not the Traditional pasted in.
describe('Simplified Chinese (zh-Hans)', () => {
  it.each([
    ['storefront', path.join(localesDir, 'zh-Hans/messages.po'), path.join(localesDir, 'zh-Hant/messages.po')],
    ['mails', path.join(mailDir, 'zh-Hans/mail.po'), path.join(mailDir, 'zh-Hant/mail.po')],
  ])('%s: no message holds a Traditional-only character or copies the Traditional one', (_, hans, hant) => {
    expect(simplifiedProblems(hans, hant)).toEqual({ traditional: [], copiedFromTraditional: [] });
  });

  it('SEO copy: no Traditional-only character, and not the Traditional text', () => {
    const pairs = [
      ...Object.values(SEO_COPY).flatMap((copy) => [
        { hans: copy['zh-Hans'].title, hant: copy['zh-Hant'].title },
        { hans: copy['zh-Hans'].description, hant: copy['zh-Hant'].description },
      ]),
      { hans: SITE_KEYWORDS['zh-Hans'], hant: SITE_KEYWORDS['zh-Hant'] },
    ];
    expect(pairs.length).toBeGreaterThan(20);
    for (const { hans, hant } of pairs) {
      expect({ hans, traditional: traditionalCharacters(hans) }).toEqual({ hans, traditional: '' });
      if (traditionalCharacters(hant)) expect(hans).not.toBe(hant);
    }
  });

  it('the check sees Traditional pasted in, half converted, or copied; same-script text may be identical', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'po-'));
    for (const locale of ['zh-Hans', 'zh-Hant']) mkdirSync(path.join(dir, locale));
    const hans = path.join(dir, 'zh-Hans', 'messages.po');
    const hant = path.join(dir, 'zh-Hant', 'messages.po');
    writeFileSync(
      hant,
      'msgid "Book now"\nmsgstr "立即預訂"\n\nmsgid "Date"\nmsgstr "日期"\n\nmsgid "Video"\nmsgstr "影片"\n',
    );
    writeFileSync(
      hans,
      'msgid "Book now"\nmsgstr "立即預订"\n\nmsgid "Date"\nmsgstr "日期"\n\nmsgid "Video"\nmsgstr "影片"\n',
    );
    // 預 is Traditional (预); 日期 is written alike in both scripts. 影片 has no Traditional-only
    // character, so no table can tell it from mainland usage (视频): that is the reviewer's part.
    expect(simplifiedProblems(hans, hant)).toEqual({
      traditional: ['Book now => 立即預订 (預)'],
      copiedFromTraditional: [],
    });
    writeFileSync(hans, 'msgid "Book now"\nmsgstr "立即預訂"\n');
    expect(simplifiedProblems(hans, hant)).toEqual({
      traditional: ['Book now => 立即預訂 (預訂)'],
      copiedFromTraditional: ['Book now'],
    });
    rmSync(dir, { recursive: true });
  });
});

describe('mail catalogs', () => {
  const mailCatalogs = readdirSync(mailDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((dir) => path.join(dir.name, 'mail.po'));

  it('exist for en, ja, zh-Hant, zh-Hans and ko', () => {
    expect(mailCatalogs.sort()).toEqual([
      'en/mail.po',
      'ja/mail.po',
      'ko/mail.po',
      'zh-Hans/mail.po',
      'zh-Hant/mail.po',
    ]);
  });

  it.each(mailCatalogs)('%s has a translation for every message', (catalog) => {
    expect(catalogProblems(path.join(mailDir, catalog)).untranslated).toEqual([]);
  });
});
