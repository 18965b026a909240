import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Keeps a build's source maps out of the directory the server serves: every `.map` the bundle would
 * write is written under `dir` instead (for error reporting to read), and dropped from the output, so
 * nobody can download the app's sources (the admin's included) from `/assets/*.js.map`. With
 * `sourcemap: 'hidden'` the bundles carry no `sourceMappingURL` either. `dir` is emptied when a build starts.
 */
export function privateSourceMaps(dir: string): Plugin {
  return {
    name: 'private-source-maps',
    apply: 'build',
    // The maps of this build only, like the output directory itself.
    buildStart() {
      rmSync(dir, { recursive: true, force: true });
    },
    generateBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'asset' || !fileName.endsWith('.map')) continue;
        const target = path.join(dir, fileName);
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, output.source);
        delete bundle[fileName];
      }
    },
  };
}
