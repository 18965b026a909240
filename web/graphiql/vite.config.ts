import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Standalone build of the offline GraphiQL explorer:
//   npx vite build --config web/graphiql/vite.config.ts
// The server answers GET /graphql (Accept: text/html) with dist/graphiql/index.html
// and serves dist/graphiql/assets/ under /graphiql-assets/assets/.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/graphiql-assets/',
  plugins: [react()],
  build: {
    outDir: '../../dist/graphiql',
    emptyOutDir: true,
    // The polyfill is unneeded in current browsers and keeps the bundle free of extra code.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 4096,
  },
  worker: { format: 'es' },
});
