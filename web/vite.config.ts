import { fileURLToPath } from 'node:url';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './precompressAssets.ts';
import { privateSourceMaps } from './privateSourceMaps.ts';
import { splitDataRouter } from './splitDataRouter.ts';
import { styledComponentIds } from './styledComponentIds.ts';

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const linguiConfigPath = fromHere('../lingui.config.ts');
const apiServer = 'http://localhost:4000';
const APOLLO = /node_modules[\\/](@apollo[\\/]client|rxjs|graphql|optimism|@wry[\\/][^\\/]+|tslib)[\\/]/;
const ADMIN_ONLY_APOLLO =
  /@apollo[\\/]client[\\/](link[\\/]subscriptions|react[\\/]hooks[\\/](useSubscription|useFragment))[\\/.]/;
const FEATURE_INDEX = /[\\/]web[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

// Built into dist/web and served by the Express server (index.html is the SPA fallback).
// Its CSP allows only same-origin scripts: no inline scripts in index.html, no CDNs.
// `vite build --ssr src/entry-server.tsx` builds the server renderer into dist/web-ssr, with every
// library bundled in (production installs only `dependencies`; the storefront's UI libraries are dev).
export default defineConfig(({ isSsrBuild }) => ({
  root: fromHere('.'),
  publicDir: fromHere('public'),
  plugins: [
    react(),
    // The data router goes with the back office's chunk only (see the plugin).
    ...(isSsrBuild ? [] : [splitDataRouter()]),
    // Lingui macros (<Trans>, t, msg) are compiled by Babel; .po catalogs by the Lingui plugin.
    babel({
      presets: [
        linguiTransformerBabelPreset(undefined, { configPath: linguiConfigPath }),
        // Stable styled-components ids, the same in the browser and the server bundle.
        defineRolldownBabelPreset({
          preset: { plugins: [styledComponentIds(fromHere('.'))] },
          rolldown: { filter: { id: { exclude: /node_modules/ }, code: /\bstyled[.(]/ } },
        }),
      ],
    }),
    lingui({ configPath: linguiConfigPath }),
    // The maps go to dist/sourcemaps/web, which nothing serves (docs/security.md).
    ...(isSsrBuild ? [] : [privateSourceMaps(fromHere('../dist/sourcemaps/web'))]),
    // Brotli copies of the hashed files at the highest quality, served instead of on-the-fly compression.
    ...(isSsrBuild ? [] : [precompressAssets()]),
  ],
  resolve: {
    alias: {
      '@': fromHere('src'),
      '@domain': fromHere('../domain'),
    },
  },
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: fromHere('../dist/web-ssr'), emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: fromHere('../dist/web'),
        emptyOutDir: true,
        // Maps for error reporting, without a sourceMappingURL comment pointing browsers at them, and
        // written outside dist/web (privateSourceMaps): the public never gets the sources.
        sourcemap: 'hidden' as const,
        rolldownOptions: {
          // A feature's index only re-exports its parts: a page taking one of them (the detail page's
          // booking panel) does not load the others (the booking look-up, its form schema and the
          // phone metadata behind it). Every other module keeps the default judgement.
          treeshake: { moduleSideEffects: (id: string) => (FEATURE_INDEX.test(id) ? false : undefined) },
          output: {
            // React and the GraphQL client change far less often than the app: their own chunks stay
            // cached across releases (and download in parallel with the entry).
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                {
                  name: 'apollo',
                  // Without the parts only the back office uses (its live updates, a cache fragment
                  // watch): they go to its chunks instead of every storefront page.
                  test: (id: string) => APOLLO.test(id) && !ADMIN_ONLY_APOLLO.test(id),
                },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: {
      '/graphql': apiServer,
      '/api': apiServer,
      '/healthz': apiServer,
    },
  },
}));
