import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { RenderRequest, RenderAnswer } from '../mail.renderer.js';
import { renderQueued } from './registry.js';

// The lowest CPU priority, for this thread only (on Linux a thread has its own nice value): mails are
// rendered with what guests' requests and the database leave over, so a rush of applications is
// answered first and its mails follow as soon as the rush eases.
try {
  setPriority(19);
} catch {
  // Not allowed here (some containers): rendering still leaves the event loop free.
}

parentPort!.on('message', (request: RenderRequest) => {
  renderQueued(request.template, request.language, request.props).then(
    (mail) => parentPort!.postMessage({ id: request.id, mail } satisfies RenderAnswer),
    (error: unknown) =>
      parentPort!.postMessage({
        id: request.id,
        error: String((error as Error)?.message ?? error),
      } satisfies RenderAnswer),
  );
});
