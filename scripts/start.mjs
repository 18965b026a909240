// `npm start`: builds whatever is missing or out of date, then runs the server (Node 24 via node@24).
import { spawn } from 'node:child_process';
import { staleBuilds } from './build-state.mjs';
import { npm } from './run.mjs';

for (const script of staleBuilds()) {
  console.log(`> npm run ${script}`);
  await npm(script);
}

// Its own process group: Ctrl-C in the terminal reaches this script only, which passes it on to the
// server alone; the server then drains and stops its embedded PostgreSQL last (in the terminal's group,
// PostgreSQL would get Ctrl-C too and stop under requests still running). A closed terminal: SIGTERM.
// An IPC channel beside the terminal's streams: if this script dies without passing a signal on (SIGKILL),
// the channel closes and the server stops as on SIGTERM instead of running on with no terminal.
const child = spawn(process.execPath, ['dist/server/src/main.js'], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  detached: true,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
process.on('SIGHUP', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
