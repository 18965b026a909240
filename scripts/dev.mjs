// `npm run dev`: server rebuilt by tsc --watch and restarted by node --watch; web app on Vite's dev server
// (http://localhost:5173, proxying /graphql and /api to the server on :4000).
import { spawn } from 'node:child_process';
import { npm } from './run.mjs';

await npm('build:server');
const children = [
  spawn('npx', ['tsc', '-p', 'tsconfig.server.json', '--watch', '--preserveWatchOutput'], {
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['--watch', 'dist/server/src/main.js'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', 'web/vite.config.ts'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
