import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const compress = promisify(brotliCompress);
const COMPRESSIBLE = /\.(js|css|svg)$/;

/**
 * Writes a brotli copy (`name.br`, the highest quality) beside each hashed script, style sheet and
 * icon, which the server sends to browsers that accept it (server/src/app.ts, `hashedAssets`). At
 * that quality the storefront's scripts are ~14% smaller than compression()'s on-the-fly brotli
 * (quality 4, chosen for speed), which is what a page's budget counts; a file changes only with
 * its name, so the work is done once per build.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => COMPRESSIBLE.test(fileName))
          .map(async (fileName) => {
            const file = path.join(dir, fileName);
            const source = await readFile(file);
            const compressed = await compress(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            });
            if (compressed.length < source.length) await writeFile(`${file}.br`, compressed);
          }),
      );
    },
  };
}
