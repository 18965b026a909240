// Browser errors reach the team: the built app, started with SENTRY_WEB_DSN pointing at a local endpoint
// that records envelopes, reports a guest's crash (with its replay and trace) carrying nothing the guest
// typed; without the DSN (the shared e2e server) the SDK is never even loaded and nothing leaves.
import type { Browser, Page } from 'playwright-core';
import { startEnvelopeRecorder, type EnvelopeRecorder } from '../server/src/testing/envelopes.js';
import { BASE_URL, launch, waitForHydration, waitUntil, watchedPage } from './browser.js';
// @ts-expect-error plain ESM helper shared with the global setup
import { journeyTimeout, removeDataDir, startServer } from './server.mjs';

type AppProcess = { url: string; dataDir: string; stop(): Promise<unknown> };

const GUEST = { email: 'hana.guest@example.com', phone: '+44 7400 123456', code: '271828' };
const SESSION_COOKIE = { name: 'kc.sid', value: 's%3Asecret-session-value' };
/** What must never reach the error service: what the guest typed (the phone in any form) and the cookie. */
const SECRETS = [GUEST.email, GUEST.code, '7400 123456', '7400123456', SESSION_COOKIE.value, 'kc.sid'];
/** A string only the SDK's chunk holds. */
const SDK_MARKER = 'sentry.javascript.browser';

let browser: Browser;
let recorder: EnvelopeRecorder;
let reporting: AppProcess;

beforeAll(
  async () => {
    browser = await launch();
    recorder = await startEnvelopeRecorder();
    // Every page load traced (the default is one in ten), so that the trace header is there to check.
    reporting = (await startServer({
      env: { SENTRY_WEB_DSN: recorder.dsn, SENTRY_TRACES_SAMPLE_RATE: '1' },
    })) as AppProcess;
  },
  journeyTimeout(1, 0),
);
afterAll(async () => {
  await browser?.close();
  if (reporting) {
    await reporting.stop();
    await removeDataDir(reporting.dataDir);
  }
  await recorder?.close();
});

/**
 * A guest with a session cookie types their e-mail, phone and code into the booking look-up, and the
 * answer is one the page cannot render (a look-up with no booking where the schema promises one): the
 * app crashes into its fallback. Answers the page and the scripts it loaded.
 */
async function guestCrashesTheLookUp(origin: string): Promise<{ page: Page; scripts: string[] }> {
  const { page, problems } = await watchedPage(browser);
  await page.context().addCookies([{ ...SESSION_COOKIE, url: origin }]);
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  await page.route(
    (url) => url.pathname === '/graphql',
    async (route) => {
      const request = route.request();
      const named =
        new URL(request.url()).searchParams.get('operationName') === 'FindBooking' ||
        (request.postData() ?? '').includes('"operationName":"FindBooking"');
      if (!named) return route.continue();
      return route.fulfill({ contentType: 'application/json', body: '{"data":{"findBooking":null}}' });
    },
  );
  await page.goto(`${origin}/booking-verification`);
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Find your booking' });
  await form.getByLabel('Email').fill(GUEST.email);
  await form.getByLabel('Phone number').fill(GUEST.phone);
  await form.getByLabel('Verification code').fill(GUEST.code);
  await form.getByRole('button', { name: 'Find booking' }).click();
  await page.getByRole('alert').filter({ hasText: 'Something went wrong' }).waitFor();
  expect(problems.filter((p) => p.startsWith('external request'))).toEqual([]);
  return { page, scripts };
}

describe('browser error reporting', () => {
  it('with SENTRY_WEB_DSN: the crash arrives with its replay and trace at the spec rates, without what the guest typed', async () => {
    const { page, scripts } = await guestCrashesTheLookUp(reporting.url);

    // What the server handed the page: the traces rate set above, replays 10 % and on error 100 % (defaults).
    const settings = JSON.parse((await page.locator('#kc-error-reporting').textContent())!);
    expect(settings).toEqual({
      dsn: recorder.dsn,
      environment: 'development',
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });

    await waitUntil(
      async () => recorder.items('event').length > 0 && recorder.items('replay_event').length > 0,
      'the error and its replay arrived',
      30_000,
    );
    expect(scripts.some((script) => script.includes(SDK_MARKER))).toBe(true);
    const [event] = recorder.items('event');
    expect(event).toMatchObject({ environment: 'development', level: 'error' });
    expect(event.exception.values.at(-1).type).toBe('TypeError');
    expect(event.request.url).toBe(`${reporting.url}/booking-verification`);
    // Every error is sent (no sampleRate below 1), and its trace says it was sampled at the traces rate.
    const envelope = recorder.headers().find((header) => header.event_id === event.event_id)!;
    expect(envelope.trace).toMatchObject({ sample_rate: '1', sampled: 'true', environment: 'development' });
    // The scrubber leaves the sampling decision alone (a random 0.8071234567 once went out as "[phone]").
    expect(envelope.trace.sample_rand).toMatch(/^[01](\.\d+)?(e-\d+)?$/);
    // The replay of the session that crashed: kept because of the error (or sampled as a whole session).
    const [replay] = recorder.items('replay_event');
    expect(['buffer', 'session']).toContain(replay.replay_type);
    expect(event.contexts.replay?.replay_id ?? event.tags?.replayId).toBe(replay.replay_id);

    // Nothing the guest typed, in the event, its breadcrumbs (the look-up's address), the replay's
    // recording (inputs masked) or any header; no cookie.
    const everything = recorder.readable();
    expect(everything).toContain('booking-verification');
    for (const secret of SECRETS) expect(everything).not.toContain(secret);
    expect(everything.toLowerCase()).not.toContain('cookie');
    await page.context().close();
  });

  it('without a DSN: no settings in the page, the SDK is never loaded and nothing is sent', async () => {
    // The first journey's page may still send a last replay segment as it closes: start counting once
    // the recorder has heard nothing for 1.5 s.
    await recorderQuiet();
    const arrived = recorder.envelopes.length;
    const { page, scripts } = await guestCrashesTheLookUp(BASE_URL);
    expect(await page.locator('#kc-error-reporting').count()).toBe(0);
    // The SDK would load once the page is idle: give it that time.
    await page.waitForTimeout(6000);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.includes(SDK_MARKER))).toEqual([]);
    expect(recorder.envelopes.slice(arrived)).toEqual([]);
    await page.context().close();
  });
});

/** Resolves once no envelope has arrived for 1.5 s (at most 15 s). */
async function recorderQuiet(): Promise<void> {
  const deadline = Date.now() + 15_000;
  let seen = recorder.envelopes.length;
  let since = Date.now();
  while (Date.now() - since < 1500 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (recorder.envelopes.length !== seen) {
      seen = recorder.envelopes.length;
      since = Date.now();
    }
  }
}
