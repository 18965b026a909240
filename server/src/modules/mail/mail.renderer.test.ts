import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inThreadRenderer, WorkerRenderer } from './mail.renderer.js';

/**
 * The worker renderer's plumbing, with a stand-in worker script (the real one, templates/render.worker.ts,
 * runs compiled: the e2e journeys and the booking bench send their mails through it): answers find
 * their request, a failed render fails its mail only, a worker that dies fails what it had and the next
 * mail starts another, an idle worker ends.
 */
const script = (() => {
  const dir = mkdtempSync(path.join(tmpdir(), 'renderer-'));
  const file = path.join(dir, 'worker.mjs');
  writeFileSync(
    file,
    `import { parentPort, threadId } from 'node:worker_threads';
     parentPort.on('message', ({ id, template, language, props }) => {
       if (template === 'die') process.exit(3);
       if (template === 'fail') return parentPort.postMessage({ id, error: 'no such template' });
       setTimeout(() => parentPort.postMessage({ id, mail: { language, subject: template + ' ' + threadId, html: JSON.stringify(props), text: '' } }), props.delay ?? 0);
     });`,
  );
  return pathToFileURL(file);
})();

describe('WorkerRenderer', () => {
  let renderer: WorkerRenderer;
  afterEach(() => renderer.close());

  it('answers each request with its own mail, in whatever order they finish', async () => {
    renderer = new WorkerRenderer(script);
    const [slow, fast] = await Promise.all([
      renderer.render('slow', 'JPN', { delay: 50 }),
      renderer.render('fast', 'KOR', { delay: 0 }),
    ]);
    expect(slow).toMatchObject({ language: 'JPN', html: '{"delay":50}' });
    expect(slow.subject).toMatch(/^slow \d+$/);
    expect(fast).toMatchObject({ language: 'KOR', html: '{"delay":0}' });
  });

  it('fails only the mail whose render failed', async () => {
    renderer = new WorkerRenderer(script);
    const [failed, fine] = await Promise.allSettled([
      renderer.render('fail', 'ENG', {}),
      renderer.render('fine', 'ENG', {}),
    ]);
    expect(failed).toMatchObject({ status: 'rejected', reason: new Error('no such template') });
    expect(fine).toMatchObject({ status: 'fulfilled' });
  });

  it('fails what a dying worker had, and starts another for the next mail', async () => {
    renderer = new WorkerRenderer(script);
    const before = await renderer.render('first', 'ENG', {});
    const pending = renderer.render('slow', 'ENG', { delay: 500 });
    await expect(renderer.render('die', 'ENG', {})).rejects.toThrow(
      'the mail renderer stopped (exit code 3)',
    );
    await expect(pending).rejects.toThrow('exit code 3');
    const after = await renderer.render('next', 'ENG', {});
    expect(after.subject.split(' ')[1]).not.toBe(before.subject.split(' ')[1]);
  });

  it('ends an idle worker; the next mail starts another', async () => {
    renderer = new WorkerRenderer(script, 30);
    const first = await renderer.render('one', 'ENG', {});
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = await renderer.render('two', 'ENG', {});
    expect(second.subject.split(' ')[1]).not.toBe(first.subject.split(' ')[1]);
  });
});

describe('inThreadRenderer', () => {
  it('renders a queued template in the calling thread', async () => {
    const { BOOKING_MAIL_TEMPLATES } = await import('./templates/registry.js');
    expect(Object.keys(BOOKING_MAIL_TEMPLATES)).toContain('received');
    await expect(inThreadRenderer.render('booking:nope', 'ENG', {})).rejects.toThrow('No mail template');
  });
});
