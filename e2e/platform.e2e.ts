import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { BASE_URL, launch, waitUntil, watchedPage } from './browser.js';
// @ts-expect-error plain ESM helper shared with the global setup
import { journeyTimeout, removeDataDir, startServer, tempDataDir } from './server.mjs';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('REST reference', () => {
  it('renders offline at GET /api/docs from the live OpenAPI document, with no CSP or console errors', async () => {
    const { page, problems } = await watchedPage(browser);
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(BASE_URL) && !request.url().startsWith('data:'))
        outside.push(request.url());
    });
    await page.goto(`${BASE_URL}/api/docs`);
    await page
      .getByRole('heading', { name: 'K-Culture Experiences REST API' })
      .first()
      .waitFor({ timeout: 30_000 });
    // The operations of the document are listed by module: open one and find a guest call's summary.
    await page.getByText('Bookings', { exact: true }).first().click();
    await page.getByText('Look a booking up').first().waitFor();
    // Scalar's own offers (developer toolbar, SDK generation) are not shown on our reference.
    expect(await page.getByText('Generate SDK').count()).toBe(0);
    expect(outside).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('GraphiQL explorer', () => {
  it('renders offline at GET /graphql with the example tabs and runs the first against the real API', async () => {
    const { page, problems } = await watchedPage(browser);
    // GraphiQL loads the schema with an introspection query: it passes the cost and shape limits.
    const introspection = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('IntrospectionQuery'),
    );
    await page.goto(`${BASE_URL}/graphql`);
    await page.locator('.graphiql-container').waitFor();
    const schema = await introspection;
    expect(schema.status()).toBe(200);
    expect(((await schema.json()) as { data?: { __schema?: unknown } }).data?.__schema).toBeDefined();
    // It opens with the example tabs (web/graphiql/examples.ts), the storefront browsing one first.
    expect(await page.locator('.graphiql-tab').count()).toBe(5);
    // Monaco needs a moment before Run does anything: click until the result pane shows the answer.
    const result = page.locator('.graphiql-response');
    // Monaco renders the visible lines only: the answer's start is enough.
    const answered = async () =>
      /"data": \{\s*"experiences": \[\s*\{\s*"id": \d+/.test(
        ((await result.textContent()) ?? '').replace(/\u00a0/g, ' '),
      );
    const deadline = Date.now() + 60_000;
    while (!(await answered()) && Date.now() < deadline) {
      await page.locator('.graphiql-execute-button').click();
      await page.waitForTimeout(1000);
    }
    expect(await answered()).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('the running app', () => {
  it('serves no source maps: they are kept outside dist/web, and no bundle points at one', async () => {
    const web = path.resolve('dist/web/assets');
    const bundles = readdirSync(web).filter((f) => f.endsWith('.js'));
    expect(readdirSync(web).filter((f) => f.endsWith('.map'))).toEqual([]);
    // The storefront's entry, a lazy storefront page and the back office's biggest chunk.
    const admin = bundles.filter((f) => /^(items|admin|AdminApp)/i.test(f));
    expect(admin.length).toBeGreaterThan(0);
    for (const bundle of [bundles.find((f) => f.startsWith('index-'))!, ...admin]) {
      expect(readFileSync(path.join(web, bundle), 'utf8')).not.toMatch(/sourceMappingURL/);
      const map = await fetch(`${BASE_URL}/assets/${bundle}.map`);
      expect({ bundle, status: map.status }).toEqual({ bundle, status: 404 });
      // Written for error reporting, where nothing serves them.
      expect(existsSync(path.resolve('dist/sourcemaps/web/assets', `${bundle}.map`))).toBe(true);
    }
  });

  it('serves the API with demo data in the spec field names', async () => {
    const res = await fetch(`${BASE_URL}/api/experiences`);
    const list = (await res.json()) as { price: string; salesAvailableFrom: unknown }[];
    expect(list.length).toBeGreaterThanOrEqual(24);
    expect(typeof list[0].price).toBe('string');
  });
});

describe('process lifecycle', () => {
  it(
    'keeps data across a restart without seeding again, and stops gracefully on SIGTERM',
    async () => {
      const dataDir = tempDataDir();
      const servers: { kill(signal?: string): void }[] = [];
      try {
        const first = await startServer({ dataDir });
        servers.push(first);
        const count = async (url: string) =>
          ((await (await fetch(`${url}/api/experiences`)).json()) as unknown[]).length;
        const before = await count(first.url);
        const login = await fetch(`${first.url}/api/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'e2e-admin', password: 'e2e admin password' }),
        });
        expect(login.status).toBe(200);
        const cookie = login.headers.getSetCookie()[0].split(';')[0];

        // The job queue in the real process delivers the outbox: without SMTP_URL, as .eml files.
        const sent = await fetch(`${first.url}/api/inquiries`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'E2E',
            email: 'e2e@example.com',
            subject: 'Queue check',
            message: 'Hi',
          }),
        });
        expect(sent.status).toBe(201);
        const mailDir = path.join(dataDir, 'mail');
        const delivered = () =>
          existsSync(mailDir) ? readdirSync(mailDir).find((f) => f.endsWith('.eml')) : undefined;
        await waitUntil(async () => delivered() !== undefined, 'the inquiry mail was delivered', 60_000);
        // Staff mails are in Korean: "[문의] Queue check", MIME-encoded.
        expect(readFileSync(path.join(mailDir, delivered()!), 'utf8')).toMatch(
          /^Subject: =\?UTF-8\?Q\?=5B=EB=AC=B8=EC=9D=98=5D_Queue_check\?=$/m,
        );
        expect(await first.stop()).toEqual({ code: 0, signal: null });

        const second = await startServer({ dataDir });
        servers.push(second);
        expect(await count(second.url)).toBe(before);
        // The session survived the restart: it lives in PostgreSQL, not in the process.
        const me = await fetch(`${second.url}/api/admin/me`, { headers: { cookie } });
        expect(await me.json()).toMatchObject({
          id: expect.any(Number),
          username: 'e2e-admin',
          role: 'owner',
        });
        expect(await second.stop()).toEqual({ code: 0, signal: null });
      } finally {
        // A failed run leaves no server behind to load the journeys after it.
        for (const server of servers) server.kill('SIGKILL');
        await removeDataDir(dataDir);
      }
    },
    journeyTimeout(2),
  );

  it('refuses a bad configuration with one clear line', () => {
    const res = spawnSync(process.execPath, ['dist/server/src/main.js'], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: tempDataDir() },
      encoding: 'utf8',
    });
    expect(res.status).toBe(1);
    expect(res.stderr.trim()).toBe(
      'Configuration error: PORT must be a whole number from 0 to 65535 (got "eighty")',
    );
  });
});
