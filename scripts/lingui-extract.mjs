// `npm run lingui:extract`: Lingui's extraction, then the back office's catalogs are kept in the
// languages it speaks only. Lingui writes every catalog in every locale of the config, but the admin
// loads Korean and English alone (web/src/features/admin/kit/i18n/adminI18n.ts), so a Japanese or Chinese
// admin catalog would be a file of untranslated entries that nothing reads.
// Last, the server's mail catalog is compiled to server/src/locales/<locale>/mail.ts: the server is
// built by tsc, which cannot import .po files (the web app compiles its catalogs in Vite instead).
import { rmSync } from 'node:fs';
import { compileMailCatalogs } from './lingui-mail.mjs';
import { run } from './run.mjs';

await run(process.execPath, [
  'node_modules/@lingui/cli/dist/lingui.js',
  'extract',
  '--clean',
  // The English catalogs follow the source: the mail templates' explicit ids keep their English text
  // in the code (`message`), and an edited message must reach en/mail.po.
  '--overwrite',
  ...process.argv.slice(2),
]);
for (const locale of ['ja', 'zh-Hant', 'zh-Hans'])
  rmSync(`web/src/locales/${locale}/admin.po`, { force: true });
for (const { file } of await compileMailCatalogs({ write: true })) console.log(`compiled ${file}`);
