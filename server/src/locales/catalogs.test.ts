import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compileMailCatalogs } from '../../../scripts/lingui-mail.mjs';
import { catalogProblems, readCatalog } from '../../../scripts/po-checks.mjs';
import { MAIL_CATALOGS } from '../modules/mail/templates/i18n.js';
import linguiConfig from '../../../lingui.config.js';

// The mail catalogs (lingui.config.ts, `mail`) hold every message id the templates use and are
// compiled from the .po files as they are now. Their completeness in the four languages is checked
// with the web's catalogs (web/src/locales/catalogs.test.ts).
const root = process.cwd();
/** The sources of the mail catalog, as lingui.config.ts names them (the templates, and a domain rule's reasons). */
const mailSources = linguiConfig
  .catalogs!.find((catalog) => catalog.name === 'mail')!
  .include.map((entry) => entry.replace('<rootDir>', root))
  .flatMap((entry) =>
    statSync(entry).isDirectory()
      ? readdirSync(entry)
          .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
          .map((f) => path.join(entry, f))
      : [entry],
  );

describe('mail catalogs', () => {
  it('hold every message id the templates use, and no other (run `npm run lingui:extract` after a change)', () => {
    const used = new Set<string>();
    for (const file of mailSources) {
      const source = readFileSync(file, 'utf8');
      for (const [, id] of source.matchAll(/id: '(mail\.[^']+)'/g)) used.add(id);
    }
    expect(used.size).toBeGreaterThan(40);
    for (const locale of Object.keys(MAIL_CATALOGS) as (keyof typeof MAIL_CATALOGS)[]) {
      expect(Object.keys(MAIL_CATALOGS[locale]).sort()).toEqual([...used].sort());
    }
  });

  it('are compiled from the .po files as they are (run `npm run lingui:extract` after editing one)', async () => {
    const compiled = await compileMailCatalogs({ rootDir: root });
    expect(compiled.map((c) => c.file).sort()).toEqual([
      'server/src/locales/en/mail.ts',
      'server/src/locales/ja/mail.ts',
      'server/src/locales/ko/mail.ts',
      'server/src/locales/zh-Hans/mail.ts',
      'server/src/locales/zh-Hant/mail.ts',
    ]);
    for (const { file, source } of compiled) {
      expect({ file, source: readFileSync(path.join(root, file), 'utf8') }).toEqual({ file, source });
    }
  });

  // Issue 34: a translation that is a dictionary or code, or that drops or renames a placeholder
  // ({deadline}, {title}), reaches a guest's inbox as it is.
  const locales = ['en', 'ja', 'ko', 'zh-Hant', 'zh-Hans'];
  const english = new Map(
    readCatalog(path.join(root, 'server/src/locales/en/mail.po')).map((m) => [m.id, m.str]),
  );

  it.each(locales)('%s holds words, not code or a dictionary pasted in', (locale) => {
    expect(catalogProblems(path.join(root, `server/src/locales/${locale}/mail.po`), english).code).toEqual(
      [],
    );
  });

  it.each(locales)('%s keeps the placeholders of the English in every message', (locale) => {
    const { placeholders } = catalogProblems(
      path.join(root, `server/src/locales/${locale}/mail.po`),
      english,
    );
    expect(placeholders).toEqual([]);
  });
});
