// Starts a yardstick (bench/bare-server.mjs) in its own process with its task.
import { fork } from 'node:child_process';
import path from 'node:path';

/** Forks bench/bare-server.mjs, hands it `task` and answers its URL and a stop (resolves once it exited). */
export async function startBare(task) {
  const child = fork(path.resolve('bench/bare-server.mjs'), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send(task);
  const { port } = await new Promise((resolve) => child.once('message', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () => {
      if (child.connected) child.disconnect();
      return exited;
    },
  };
}
