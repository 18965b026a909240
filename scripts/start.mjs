// `npm start`: builds whatever is missing or out of date, then runs the server (Node 24 via node@24).
import { spawn } from 'node:child_process';
import { staleBuilds } from './build-state.mjs';
import { npm } from './run.mjs';

for (const script of staleBuilds()) {
  console.log(`> npm run ${script}`);
  await npm(script);
}

const child = spawn(process.execPath, ['dist/server/src/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
