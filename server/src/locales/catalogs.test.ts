import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMailCatalogs } from '../../../scripts/lingui-mail.mjs';

// The mail catalogs (lingui.config.ts, `mail`): complete in every language, compiled from the .po
// files as they are now, and holding every message id the templates use.
const root = process.cwd();
const localesDir = path.join(root, 'server/src/locales');
const templatesDir = path.join(root, 'server/src/modules/mail/templates');

/** msgid -> msgstr of a .po file (joining the quoted continuation lines of wrapped strings). */
function entries(poFile: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of readFileSync(poFile, 'utf8').split(/\n\s*\n/)) {
    const read = (name: string) => {
      const lines = entry.split('\n');
      const start = lines.findIndex((line) => line.startsWith(`${name} "`));
      if (start === -1) return undefined;
      let value = lines[start].slice(name.length + 2, -1);
      for (const line of lines.slice(start + 1)) {
        if (!line.startsWith('"')) break;
        value += line.slice(1, -1);
      }
      return value;
    };
    const id = read('msgid');
    if (id) out.set(id, read('msgstr') ?? '');
  }
  return out;
}

const LOCALES = ['en', 'ja', 'zh-Hant', 'ko'];

describe('mail catalogs', () => {
  it('exist in the four languages', () => {
    expect(readdirSync(localesDir).filter((f) => !f.includes('.')).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES)('%s has a translation for every message', (locale) => {
    const messages = entries(path.join(localesDir, locale, 'mail.po'));
    expect(messages.size).toBeGreaterThan(40);
    expect([...messages].filter(([, str]) => !str).map(([id]) => id)).toEqual([]);
  });

  it('hold every message id the templates use (run `npm run lingui:extract` after adding one)', () => {
    const used = new Set<string>();
    for (const file of readdirSync(templatesDir).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))) {
      for (const [, id] of readFileSync(path.join(templatesDir, file), 'utf8').matchAll(/id: '(mail\.[^']+)'/g)) {
        used.add(id);
      }
    }
    const catalog = entries(path.join(localesDir, 'en', 'mail.po'));
    expect([...used].filter((id) => !catalog.has(id))).toEqual([]);
    expect([...catalog.keys()].filter((id) => !used.has(id))).toEqual([]);
  });

  it('are compiled from the .po files as they are (run `npm run lingui:extract` after editing one)', async () => {
    for (const { file, source } of await compileMailCatalogs({ rootDir: root })) {
      expect({ file, source: readFileSync(path.join(root, file), 'utf8') }).toEqual({ file, source });
    }
  });
});
