import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const linguiConfigPath = fromHere('../lingui.config.ts');
const apiServer = 'http://localhost:4000';

// Built into dist/web and served by the Express server (index.html is the SPA fallback).
// Its CSP allows only same-origin scripts: no inline scripts in index.html, no CDNs.
export default defineConfig({
  root: fromHere('.'),
  publicDir: fromHere('public'),
  plugins: [
    react(),
    // Lingui macros (<Trans>, t, msg) are compiled by Babel; .po catalogs by the Lingui plugin.
    babel({ presets: [linguiTransformerBabelPreset(undefined, { configPath: linguiConfigPath })] }),
    lingui({ configPath: linguiConfigPath }),
  ],
  resolve: {
    alias: {
      '@': fromHere('src'),
      '@domain': fromHere('../domain'),
    },
  },
  build: {
    outDir: fromHere('../dist/web'),
    emptyOutDir: true,
    // Maps for error reporting, without a sourceMappingURL comment pointing browsers at them.
    sourcemap: 'hidden',
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': apiServer,
      '/api': apiServer,
      '/healthz': apiServer,
    },
  },
});
