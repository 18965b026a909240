// Lighthouse (npm package, mobile default settings) on Debian's chromium against a running app.
// Chromium is started here, headless, with a free remote-debugging port that Lighthouse connects to.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, freePort } from '../e2e/server.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium with its DevTools port open; resolves once the port answers. */
async function launchChromium() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'lh-chromium-'));
  const child = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_FLAGS,
      '--disable-extensions',
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`chromium (${CHROMIUM}) did not open its debugging port`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** One page's figures: category scores 0-100, LCP/TBT in ms, CLS unitless. */
function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    fcpMs: Math.round(audit('first-contentful-paint')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(audit('total-blocking-time')),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    lcpElement: lcpElement(lhr),
    longTasks: longTasks(lhr),
    layoutShifts: layoutShifts(lhr),
    scripts: scripts(lhr),
  };
}

/** Every script the page transferred (Lighthouse's network records: compressed bytes on the wire), largest first. */
function scripts(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((r) => r.resourceType === 'Script')
    .map((r) => ({ name: r.url.replace(/^https?:\/\/[^/]+/, ''), bytes: r.transferSize ?? 0 }))
    .sort((a, b) => b.bytes - a.bytes);
}

/** What Lighthouse took as the largest paint and its phases (lcp-breakdown insight), for BENCH_LIGHTHOUSE_DETAIL=1. */
function lcpElement(lhr) {
  const lists = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = lists.find((item) => item.type === 'node');
  const phases = lists.find((item) => item.type === 'table')?.items ?? [];
  return {
    snippet: node?.snippet ?? '?',
    phases: phases.map((p) => `${p.label}: ${Math.round(p.duration)} ms`).join(', '),
  };
}

/** What moved, and by how much (layout-shifts audit), for BENCH_LIGHTHOUSE_DETAIL=1. */
function layoutShifts(lhr) {
  const items = lhr.audits['layout-shifts']?.details?.items ?? [];
  return items.map(
    (item) => `${item.node?.snippet ?? '(unknown element)'} ${Number(item.score ?? 0).toFixed(4)}`,
  );
}

/** The main thread's long tasks (simulated, as TBT counts them), for BENCH_LIGHTHOUSE_DETAIL=1. */
function longTasks(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  const where = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '') : '?');
  return items.map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms (${where(t.url)})`);
}

/** One Lighthouse run; a failed trace (which a loaded machine sometimes gives) is tried again twice. */
async function audit(url, port, attempt = 1) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
  });
  const error = result ? result.lhr.runtimeError : { message: 'no result' };
  if (!error) return result.lhr;
  if (attempt < 3) return audit(url, port, attempt + 1);
  throw new Error(`${url}: ${error.message}`);
}

/**
 * Runs Lighthouse (mobile, default throttling) `runs` times per page of `baseUrl` and resolves with
 * each page's median run (by performance score: one run on a shared machine is noisy), in order.
 * `pages` are paths, e.g. ['/', '/experiences', '/experiences/1'].
 */
export async function runLighthouse(baseUrl, pages, runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)) {
  const chromium = await launchChromium();
  try {
    const results = [];
    for (const page of pages) {
      const samples = [];
      // A visitor's first load of a page is usually not the server's: warm the hot page cache with one
      // plain GET (Lighthouse's own first load would otherwise always be the one miss).
      await fetch(`${baseUrl}${page}`).then((response) => response.arrayBuffer());
      for (let run = 0; run < runs; run++) {
        samples.push(figures(await audit(`${baseUrl}${page}`, chromium.port)));
      }
      samples.sort((a, b) => a.performance - b.performance);
      results.push({ page, runs, ...samples[Math.floor(samples.length / 2)] });
    }
    return results;
  } finally {
    await chromium.close();
  }
}

const TARGETS = { performance: 95, lcpMs: 2000, cls: 0.02, score: 100, scriptKib: 200 };
const kib = (bytes) => bytes / 1024;

/** The figures as a table, each marked against the targets. */
export function printLighthouse(results) {
  const mark = (ok) => (ok ? ' ' : '!');
  const runs = results[0]?.runs ?? 1;
  console.log(
    `\nLighthouse (mobile, default settings; median of ${runs} run(s) per page; ! = misses the target)\n`,
  );
  console.log(
    `${'page'.padEnd(28)} ${'perf'.padStart(5)} ${'LCP s'.padStart(7)} ${'FCP s'.padStart(6)} ${'CLS'.padStart(7)} ${'TBT ms'.padStart(7)} ${'a11y'.padStart(5)} ${'SEO'.padStart(5)} ${'BP'.padStart(5)} ${'JS KiB'.padStart(7)}`,
  );
  for (const r of results) {
    console.log(
      [
        r.page.padEnd(28),
        `${r.performance}${mark(r.performance >= TARGETS.performance)}`.padStart(5),
        `${(r.lcpMs / 1000).toFixed(2)}${mark(r.lcpMs <= TARGETS.lcpMs)}`.padStart(7),
        (r.fcpMs / 1000).toFixed(2).padStart(6),
        `${r.cls.toFixed(3)}${mark(r.cls <= TARGETS.cls)}`.padStart(7),
        String(r.tbtMs).padStart(7),
        `${r.accessibility}${mark(r.accessibility >= TARGETS.score)}`.padStart(5),
        `${r.seo}${mark(r.seo >= TARGETS.score)}`.padStart(5),
        `${r.bestPractices}${mark(r.bestPractices >= TARGETS.score)}`.padStart(5),
        `${kib(scriptBytes(r)).toFixed(0)}${mark(kib(scriptBytes(r)) <= TARGETS.scriptKib)}`.padStart(7),
      ].join(' '),
    );
    if (process.env.BENCH_LIGHTHOUSE_DETAIL === '1') {
      console.log(`  LCP element: ${r.lcpElement.snippet}\n  ${r.lcpElement.phases}`);
      console.log(`  long tasks: ${r.longTasks.join('; ') || 'none'}`);
      console.log(`  layout shifts: ${r.layoutShifts.join('; ') || 'none'}`);
    }
  }
  printScripts(results);
}

const scriptBytes = (r) => r.scripts.reduce((sum, s) => sum + s.bytes, 0);

/** What each page transferred as JavaScript (the median run's network records), against the budget. */
function printScripts(results) {
  console.log(
    `\nJavaScript transferred per page (KiB on the wire, compressed; budget ${TARGETS.scriptKib} KiB)`,
  );
  for (const r of results) {
    const total = kib(scriptBytes(r));
    const verdict = total <= TARGETS.scriptKib ? 'ok' : 'OVER BUDGET';
    console.log(`\n${r.page}: ${r.scripts.length} scripts, ${total.toFixed(1)} KiB  ${verdict}`);
    for (const s of r.scripts) console.log(`  ${kib(s.bytes).toFixed(1).padStart(6)}  ${s.name}`);
  }
}
