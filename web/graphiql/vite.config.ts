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
    rolldownOptions: {
      // GraphiQL's packages mark modules "use no memo" for the React Compiler, which this build does
      // not run: the directive means nothing here, so its "may not be preserved" notice is dropped
      // (for dependencies only; any other warning still prints).
      onLog(level, log, defaultHandler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.id?.includes('node_modules')) return;
        defaultHandler(level, log);
      },
    },
  },
  worker: { format: 'es' },
});
