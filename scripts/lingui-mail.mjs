// Compiles the server's mail catalogs (lingui.config.ts, catalog `mail`) into TypeScript modules
// beside their .po files: server/src/locales/<locale>/mail.ts, which the server imports.
// Used by `npm run lingui:extract` and `npm run lingui:compile` (run directly, it writes them), and by a
// test that fails when a .po changed without recompiling.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';

/** Compiles every locale of the mail catalog; writes the modules when `write`; returns [{ file, source }]. */
export async function compileMailCatalogs({ write = false, rootDir = process.cwd() } = {}) {
  const config = getConfig({ configPath: path.join(rootDir, 'lingui.config.ts') });
  const catalog = (await getCatalogs(config)).find((c) => c.name === 'mail');
  if (!catalog) throw new Error('lingui.config.ts has no `mail` catalog');
  const out = [];
  for (const locale of config.locales) {
    const { messages } = await catalog.getTranslations(locale, {
      fallbackLocales: config.fallbackLocales,
      sourceLocale: config.sourceLocale,
    });
    const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'ts' });
    if (errors.length > 0) {
      throw new Error(
        `mail catalog ${locale}: ${errors.map((e) => `${e.id}: ${e.error.message}`).join('; ')}`,
      );
    }
    const file = path.relative(rootDir, catalog.path.replace('{locale}', locale) + '.ts');
    if (write) writeFileSync(path.join(rootDir, file), source + '\n');
    out.push({ file, source: source + '\n' });
  }
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const { file } of await compileMailCatalogs({ write: true })) console.log(`compiled ${file}`);
}
