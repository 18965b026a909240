// Which build outputs are missing or older than their sources (shared by start, e2e and bench).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SKIP = new Set(['node_modules', 'dist', 'var', 'generated', '.git']);

function newest(paths) {
  let max = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) if (!SKIP.has(name)) walk(path.join(p, name));
    } else if (!/\.test\.tsx?$/.test(p)) max = Math.max(max, st.mtimeMs);
  };
  paths.forEach(walk);
  return max;
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** The npm build scripts whose output is missing or stale. */
export function staleBuilds() {
  const stale = [];
  const shared = ['domain', 'package.json', 'tsconfig.base.json'];
  if (
    newest(['server', 'mikro-orm.config.ts', 'tsconfig.server.json', ...shared]) >
    mtime('dist/server/src/main.js')
  ) {
    stale.push('build:server');
  }
  const webSources = ['web', 'lingui.config.ts', 'tsconfig.web.json', ...shared];
  const webOutputs = ['dist/web/index.html', 'dist/web-ssr/entry-server.js', 'dist/graphiql/index.html'];
  if (newest(webSources) > Math.min(...webOutputs.map(mtime))) {
    stale.push('build:web');
  }
  return stale;
}
