import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Language } from '../../../../domain/constants.js';
import type { RenderedMail } from './templates/render.js';

/** Renders a mail queued by its template (mail_outbox.template) for the dispatcher. */
export interface MailRenderer {
  render(template: string, language: Language, props: unknown): Promise<RenderedMail>;
  close(): Promise<void>;
}

export interface RenderRequest {
  id: number;
  template: string;
  language: Language;
  props: unknown;
}

interface Waiter {
  resolve: (mail: RenderedMail) => void;
  reject: (error: Error) => void;
}

export type RenderAnswer = { id: number; mail: RenderedMail } | { id: number; error: string };

/** In the calling thread; the templates (React) are loaded on the first mail. */
export const inThreadRenderer: MailRenderer = {
  async render(template, language, props) {
    const { renderQueued } = await import('./templates/registry.js');
    return renderQueued(template, language, props);
  },
  close: () => Promise.resolve(),
};

/**
 * In a worker thread of its own at the lowest CPU priority (templates/render.worker.ts): rendering a
 * mail takes 3-10 ms of CPU, which would otherwise hold up every request on the event loop while the
 * outbox drains after a rush of applications. The worker starts with the first mail and ends after
 * `idleMs` without one (its memory goes back); if it dies, what it was rendering fails (the dispatcher
 * retries those mails) and the next mail starts a new one.
 */
export class WorkerRenderer implements MailRenderer {
  private current?: { worker: Worker; waiting: Map<number, Waiter> };
  private nextId = 1;
  private idle?: NodeJS.Timeout;

  constructor(
    private readonly script: URL,
    private readonly idleMs = 60_000,
  ) {}

  render(template: string, language: Language, props: unknown): Promise<RenderedMail> {
    clearTimeout(this.idle);
    const { worker, waiting } = (this.current ??= this.start());
    const id = this.nextId++;
    return new Promise<RenderedMail>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, template, language, props } satisfies RenderRequest);
    });
  }

  async close(): Promise<void> {
    clearTimeout(this.idle);
    const worker = this.current?.worker;
    this.current = undefined;
    await worker?.terminate();
  }

  private start() {
    const worker = new Worker(this.script, { resourceLimits: { maxYoungGenerationSizeMb: 4 } });
    const waiting = new Map<number, Waiter>();
    const started = { worker, waiting };
    worker.on('message', (answer: RenderAnswer) => {
      const waiter = waiting.get(answer.id);
      waiting.delete(answer.id);
      if ('mail' in answer) waiter?.resolve(answer.mail);
      else waiter?.reject(new Error(answer.error));
      if (!waiting.size && this.current === started) {
        this.idle = setTimeout(() => void this.close(), this.idleMs);
        this.idle.unref();
      }
    });
    const stopped = (error: Error) => {
      if (this.current === started) this.current = undefined;
      for (const waiter of waiting.values()) waiter.reject(error);
      waiting.clear();
    };
    worker.on('error', stopped);
    worker.on('exit', (code) => stopped(new Error(`the mail renderer stopped (exit code ${code})`)));
    return started;
  }
}

/**
 * The worker renderer when this module runs compiled (the worker's script beside it), else (the
 * tests, which run the TypeScript sources) in the calling thread.
 */
export function mailRenderer(): MailRenderer {
  const script = new URL('./templates/render.worker.js', import.meta.url);
  return fileURLToPath(import.meta.url).endsWith('.js') && existsSync(script)
    ? new WorkerRenderer(script)
    : inThreadRenderer;
}
