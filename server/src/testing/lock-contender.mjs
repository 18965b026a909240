// One start contending for DATA_DIR/app.pid (app-lock.test.ts): loads acquireAppLock, says `ready`,
// tries at the word `go`, says what happened (JSON), and holds what it won until its stdin closes.
// Every read of a file in DATA_DIR is followed by PAUSE_MS of waiting, so that the starts' steps
// interleave as they could on a busy machine.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import readline from 'node:readline';

const [dataDir, pauseMs] = process.argv.slice(2);
const readFileSync = fs.readFileSync;
fs.readFileSync = (file, ...rest) => {
  const result = readFileSync(file, ...rest);
  if (String(file).startsWith(dataDir))
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(pauseMs));
  return result;
};
syncBuiltinESMExports();

const { acquireAppLock } = await import('../boot/app-lock.ts');
const lines = readline.createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const say = (message) => process.stdout.write(JSON.stringify(message) + '\n');
say({ ready: true });
await lines.next();
let lock;
try {
  lock = acquireAppLock(dataDir);
  say({ won: true });
} catch (error) {
  say({ error: error.message });
}
await lines.next();
lock?.release();
