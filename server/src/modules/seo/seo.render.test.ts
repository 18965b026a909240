import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { BOOT_SCRIPT, BOOT_SCRIPT_HASH } from './seo.render.js';

// The web app's own index.html, as Vite ships it: its script and the chunks it preloads in the head.
const TEMPLATE = readFileSync(path.resolve('web/index.html'), 'utf8')
  .replace(/\s*<script type="module" src="\/src\/main.tsx"><\/script>/, '')
  .replace(
    '</head>',
    '  <script type="module" crossorigin src="/assets/index-abc123.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/react-abc123.js">\n  </head>',
  );

/**
 * A stand-in for dist/web-ssr/entry-server.js with the same contract: it runs a real query through
 * the server's GraphQL (in-process), and streams markup in two parts.
 */
const RENDERER = `
export async function renderPage({ url, locale, execute, sanitizeHtml, onError, missing }) {
  if (url.startsWith('/broken')) throw new Error('the shell failed');
  globalThis.__ssrRenders = (globalThis.__ssrRenders ?? 0) + 1;
  if (url.includes('partial=1')) onError(new Error('a part of the page failed'));
  const result = await execute({ query: '{ experiences(filter: { language: ENG }) { id title } }', variables: {} });
  const titles = result.data.experiences.map((e) => e.title).join('|');
  return {
    styleTags: '<style data-styled="active">.x{color:red}</style>',
    state: { note: '</script><script>alert(1)</script>', titles },
    abort() {},
    pipe(destination) {
      destination.write('<p data-url="' + url + '" data-locale="' + locale + '" data-missing="' + !!missing + '">');
      setTimeout(() => {
        destination.write(titles + sanitizeHtml('<b onclick="x()">ok</b><script>bad()</script>') + '</p>');
        destination.end();
      }, 5);
    },
  };
}
`;

let app: TestApp;
let noRenderer: TestApp;
let webDir: string;
let ssrDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'kc-ssr-web-'));
  ssrDir = mkdtempSync(path.join(os.tmpdir(), 'kc-ssr-bundle-'));
  writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
  writeFileSync(path.join(ssrDir, 'package.json'), '{ "type": "module" }');
  writeFileSync(path.join(ssrDir, 'entry-server.js'), RENDERER);
  app = await createTestApp({}, {}, { webDir, ssrDir });
  noRenderer = await createTestApp({}, {}, { webDir, ssrDir: path.join(ssrDir, 'missing') });
  await makeExperience(app.em(), { title: 'Temple <Stay>', language: ['ENG'] });
});
afterAll(async () => {
  await app.close();
  await noRenderer.close();
  rmSync(webDir, { recursive: true, force: true });
  rmSync(ssrDir, { recursive: true, force: true });
});

const get = async (target: TestApp, url: string, headers: Record<string, string> = {}) => {
  const res = await target.client().fetch(url, { headers: { accept: 'text/html', ...headers } });
  return {
    status: res.status,
    html: await res.text(),
    cacheControl: res.headers.get('cache-control'),
    csp: res.headers.get('content-security-policy') ?? '',
  };
};

describe('server-rendered storefront pages', () => {
  it('writes the head with the styles, the streamed markup in #root, then the cache as escaped JSON', async () => {
    const { status, html, cacheControl, csp } = await get(app, '/experiences?lang=ja');
    expect(status).toBe(200);
    expect(cacheControl).toBe('public, max-age=0, s-maxage=30');
    expect(html).toContain('<html lang="ja">');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>');
    expect(head).toContain('<style data-styled="active">.x{color:red}</style>');
    // The renderer asked the real schema: the title comes from the database.
    expect(html).toContain(
      '<div id="root"><p data-url="/experiences?lang=ja" data-locale="ja" data-missing="false">Temple <Stay><b>ok</b></p></div>',
    );
    const state = /<script type="application\/json" id="__APOLLO_STATE__">(.*?)<\/script>/.exec(html)![1];
    expect(state).not.toContain('</script>');
    expect(JSON.parse(state)).toEqual({
      note: '</script><script>alert(1)</script>',
      titles: 'Temple <Stay>',
    });
    // The app's scripts are no longer in the head: after the markup and the state, their addresses
    // (entry first) and the inline boot that loads them once the page is painted, allowed by its
    // hash in the CSP.
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('modulepreload');
    const afterState = html.slice(html.indexOf('</script>', html.indexOf('__APOLLO_STATE__')) + 9);
    expect(afterState.trim().replace(/>\s+</g, '><')).toBe(
      '<script type="application/json" id="__APP_SCRIPTS__">["/assets/index-abc123.js","/assets/react-abc123.js"]</script>' +
        `<script type="module">${BOOT_SCRIPT}</script></body></html>`,
    );
    expect(csp).toContain(BOOT_SCRIPT_HASH);
  });

  it('keeps a rendered page as the hot answer, but never one with a part that failed', async () => {
    const renders = () => (globalThis as { __ssrRenders?: number }).__ssrRenders ?? 0;
    // A kept answer is filed once its compressed forms are made, just after the first answer.
    const settle = () => new Promise((resolve) => setTimeout(resolve, 500));
    const before = renders();
    const first = await get(app, '/about?lang=ko');
    await settle();
    const second = await get(app, '/about?lang=ko');
    expect(second.html).toBe(first.html);
    expect(renders() - before).toBe(1);

    const partial = renders();
    await get(app, '/about?lang=ko&partial=1');
    await settle();
    await get(app, '/about?lang=ko&partial=1');
    expect(renders() - partial).toBe(2);
  });

  it("renders a first visit in the browser's preferred supported language, <html lang> included", async () => {
    const { html } = await get(app, '/culture-guide', { 'accept-language': 'zh-HK,zh;q=0.9,en;q=0.8' });
    expect(html).toContain('<html lang="zh-Hant">');
    expect(html).toContain('<p data-url="/culture-guide" data-locale="zh-Hant"');
    // The same address for a visitor whose browser asks for nothing we have: English.
    const other = await get(app, '/culture-guide', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(other.html).toContain('<html lang="en">');
    expect(other.html).toContain('<p data-url="/culture-guide" data-locale="en"');
  });

  it('boots with a script that parses (a syntax error there leaves every page inert)', () => {
    expect(() => new Function(BOOT_SCRIPT)).not.toThrow();
  });

  it('keeps the real status: 404 for an unknown path, rendered', async () => {
    const { status, html } = await get(app, '/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('<div id="root" data-missing><p data-url="/no-such-page"');
  });

  it('renders a missing experience as missing, and tells the browser so (no spinner until its own look-up fails)', async () => {
    const { status, html } = await get(app, '/experiences/987654');
    expect(status).toBe(404);
    expect(html).toContain(
      '<div id="root" data-missing><p data-url="/experiences/987654" data-locale="en" data-missing="true">',
    );
  });

  it('answers the client-rendered page when the renderer fails before its first byte', async () => {
    const { status, html } = await get(app, '/broken');
    expect(status).toBe(404);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('__APOLLO_STATE__');
    expect(html).toContain('<title>');
  });

  it('leaves the back office and /image-test to the browser', async () => {
    for (const url of ['/admin', '/admin/items', '/image-test']) {
      const { html } = await get(app, url);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('__APOLLO_STATE__');
    }
  });

  it('answers the client-rendered page while the renderer is not built', async () => {
    const { status, html } = await get(noRenderer, '/experiences');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('__APOLLO_STATE__');
  });
});
