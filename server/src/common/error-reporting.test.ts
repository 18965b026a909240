import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { loadConfig } from '../config.js';
import { startEnvelopeRecorder, type EnvelopeRecorder } from '../testing/envelopes.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { flushReports, initErrorReporting, reportError } from './error-reporting.js';

jest.setTimeout(60_000);

let recorder: EnvelopeRecorder;
let app: TestApp;

const SECRETS = [
  'guest@example.com',
  '+81 9012345678',
  '9012345678',
  '246810',
  'kc.sid',
  's%3Asecret-session',
];

/** A request that fails on the server with an unexpected error, carrying a guest's details everywhere. */
async function failingLookup() {
  return app.client().fetch('/api/guest-bookings/verify?email=guest@example.com&code=246810', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: 'kc.sid=s%3Asecret-session',
      authorization: 'Bearer x',
    },
    body: JSON.stringify({ email: 'guest@example.com', phone: '+81 9012345678', verificationCode: '246810' }),
  });
}

beforeAll(async () => {
  recorder = await startEnvelopeRecorder();
  app = await createTestApp({ RATE_LIMIT_LOOKUP_PER_IP: '1000', RATE_LIMIT_LOOKUP_PER_EMAIL: '1000' });
  // A real unexpected failure: the table the look-up reads is gone.
  await app.pool.query('drop table booking_log, guest_booking cascade');
});
afterAll(async () => {
  await app.close();
  await recorder.close();
});

describe('error reporting', () => {
  it('sends nothing while no DSN is set', async () => {
    expect(await initErrorReporting(loadConfig({}).errorReporting)).toBe(false);
    expect((await failingLookup()).status).toBe(500);
    reportError(new Error('not sent'));
    await flushReports();
    await new Promise((r) => setTimeout(r, 300));
    expect(recorder.envelopes).toEqual([]);
  });

  it('with SENTRY_DSN: a server error reaches the endpoint, without e-mail, phone, code or cookie', async () => {
    const config = loadConfig({ SENTRY_DSN: recorder.dsn, SENTRY_ENVIRONMENT: 'test-run' });
    // Issue 21's rates: every error, one request in ten traced, a replay with every error (and 10 % of visits).
    expect(config.errorReporting).toMatchObject({
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
    expect(await initErrorReporting(config.errorReporting)).toBe(true);

    expect((await failingLookup()).status).toBe(500);
    await flushReports(5000);
    const events = recorder.items('event');
    expect(events.length).toBeGreaterThanOrEqual(1);
    const event = events.find((e) => /guest_booking/.test(JSON.stringify(e.exception)));
    expect(event).toMatchObject({
      environment: 'test-run',
      tags: { method: 'POST', path: '/api/guest-bookings/verify' },
    });
    const everything = recorder.envelopes.join('\n');
    for (const secret of SECRETS) expect(everything).not.toContain(secret);
  });

  it('scrubs what a caller puts in a report by mistake', async () => {
    recorder.clear();
    reportError(new Error('lookup failed for guest@example.com with code 246810, phone +81 9012345678'));
    await flushReports(5000);
    const [event] = recorder.items('event');
    expect(event.exception.values[0].value).toBe('lookup failed for [email] with code [code], phone [phone]');
  });
});

describe('the browser side', () => {
  const html =
    '<!doctype html><html lang="en"><head><title>t</title></head><body><div id="root"></div></body></html>';

  it('with SENTRY_WEB_DSN, every page carries the settings and the CSP lets reports out to that host only', async () => {
    const webDir = mkdtempSync(path.join(os.tmpdir(), 'kc-web-reporting-'));
    writeFileSync(path.join(webDir, 'index.html'), html);
    const withDsn = await createTestApp(
      { SENTRY_WEB_DSN: 'https://public@errors.example.com/7', SENTRY_REPLAYS_SESSION_SAMPLE_RATE: '0.25' },
      {},
      { webDir },
    );
    const without = await createTestApp({}, {}, { webDir });
    try {
      const page = await withDsn.client().fetch('/about', { headers: { accept: 'text/html' } });
      const body = await page.text();
      const json = /<script type="application\/json" id="kc-error-reporting">(.*?)<\/script><\/body>/.exec(
        body,
      )?.[1];
      expect(JSON.parse(json!)).toEqual({
        dsn: 'https://public@errors.example.com/7',
        environment: 'test',
        tracesSampleRate: 0.1,
        replaysSessionSampleRate: 0.25,
        replaysOnErrorSampleRate: 1,
      });
      expect(page.headers.get('content-security-policy')).toMatch(
        /connect-src 'self' https:\/\/errors\.example\.com;/,
      );

      const plain = await without.client().fetch('/about', { headers: { accept: 'text/html' } });
      expect(await plain.text()).not.toContain('kc-error-reporting');
      expect(plain.headers.get('content-security-policy')).toMatch(/connect-src 'self';/);
    } finally {
      await withDsn.close();
      await without.close();
      rmSync(webDir, { recursive: true, force: true });
    }
  });

  it('refuses a sample rate outside 0 to 1', () => {
    expect(() => loadConfig({ SENTRY_TRACES_SAMPLE_RATE: '1.5' })).toThrow(
      'SENTRY_TRACES_SAMPLE_RATE must be a number from 0 to 1 (got "1.5")',
    );
  });
});
