import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Every catalog must be complete: an empty msgstr would show English (or a message id) to a
// Japanese, Chinese or Korean visitor. The back office speaks Korean and English only, so it has
// no ja or zh-Hant catalog (scripts/lingui-extract.mjs). The mails the server sends have their own
// catalogs in all four languages (server/src/locales/<locale>/mail.po), English included: their
// messages have explicit ids, so an empty English msgstr would show the id.
const localesDir = path.resolve(process.cwd(), 'web/src/locales');
const mailDir = path.resolve(process.cwd(), 'server/src/locales');

/** Reads a field of a .po entry, joining the quoted continuation lines of wrapped strings. */
function field(entry: string, name: 'msgid' | 'msgstr'): string | undefined {
  const lines = entry.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`${name} "`));
  if (start === -1) return undefined;
  let value = lines[start].slice(name.length + 2, -1);
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('"')) break;
    value += line.slice(1, -1);
  }
  return value;
}

function untranslated(poFile: string): string[] {
  return readFileSync(poFile, 'utf8')
    .split(/\n\s*\n/)
    .filter((entry) => field(entry, 'msgid'))
    .filter((entry) => !field(entry, 'msgstr'))
    .map((entry) => field(entry, 'msgid') as string);
}

/** English words the same in every language: a badge, an acronym, an example address. */
const SAME_IN_EVERY_LANGUAGE = new Set(['NEW', 'SEO', '{percent}% OFF', 'you@example.com']);

/** Messages whose "translation" is the English copied over (placeholders aside, a word of 3+ letters). */
function copiedEnglish(poFile: string): string[] {
  return readFileSync(poFile, 'utf8')
    .split(/\n\s*\n/)
    .map((entry) => [field(entry, 'msgid'), field(entry, 'msgstr')])
    .filter(([id, str]) => id && id === str && /[A-Za-z]{3}/.test(id.replace(/\{[^}]*\}/g, '')))
    .map(([id]) => id as string)
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
  it('exist for ja, zh-Hant and ko (the back office: ko only)', () => {
    expect(catalogs.sort()).toEqual(['ja/messages.po', 'ko/admin.po', 'ko/messages.po', 'zh-Hant/messages.po']);
  });

  it.each(catalogs)('%s has a translation for every message', (catalog) => {
    expect(untranslated(path.join(localesDir, catalog))).toEqual([]);
    expect(copiedEnglish(path.join(localesDir, catalog))).toEqual([]);
  });
});

describe('mail catalogs', () => {
  const mailCatalogs = readdirSync(mailDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((dir) => path.join(dir.name, 'mail.po'));

  it('exist for en, ja, zh-Hant and ko', () => {
    expect(mailCatalogs.sort()).toEqual(['en/mail.po', 'ja/mail.po', 'ko/mail.po', 'zh-Hant/mail.po']);
  });

  it.each(mailCatalogs)('%s has a translation for every message', (catalog) => {
    expect(untranslated(path.join(mailDir, catalog))).toEqual([]);
  });
});
