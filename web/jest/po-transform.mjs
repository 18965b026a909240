// Jest transform for Lingui .po catalogs: compiles them the way @lingui/vite-plugin does in Vite,
// so tests import the same catalogs as the app (real translations, no separate compile step).
import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';

let configPromise;

async function linguiCatalogs(rootDir) {
  configPromise ??= (async () => {
    const config = getConfig({ configPath: path.join(rootDir, 'lingui.config.ts') });
    return { config, catalogs: await getCatalogs(config) };
  })();
  return configPromise;
}

export default {
  async processAsync(_source, filename, options) {
    const { config, catalogs } = await linguiCatalogs(options.config.rootDir);
    const match = getCatalogForFile(path.relative(config.rootDir, filename), catalogs);
    if (!match) throw new Error(`${filename} is not one of the catalogs in lingui.config.ts`);
    const { messages } = await match.catalog.getTranslations(match.locale, {
      fallbackLocales: config.fallbackLocales,
      sourceLocale: config.sourceLocale,
    });
    const { source, errors } = createCompiledCatalog(match.locale, messages, { namespace: 'es' });
    if (errors.length > 0) {
      throw new Error(`${filename}: ${errors.map((e) => `${e.id}: ${e.error.message}`).join('; ')}`);
    }
    return { code: source };
  },
};
