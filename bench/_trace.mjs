import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing', 'loading'] });
await page.goto(process.argv[2], { waitUntil: 'load' });
await page.waitForTimeout(5000);
const buf = await browser.stopTracing();
const { traceEvents } = JSON.parse(buf.toString());
const main = traceEvents.filter((e) => e.name === 'RunTask' && e.dur > 50000);
const tid = (() => { const ms = traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain'); let best, n = -1; for (const m of ms) { const c = traceEvents.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask').length; if (c > n) { n = c; best = [m.pid, m.tid]; } } return best; })();
const nav = traceEvents.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStart')?.ts ?? Math.min(...traceEvents.filter(e=>e.ts>0).map((e) => e.ts));
let total = 0;
for (const t of main.filter((e) => e.pid === tid[0] && e.tid === tid[1])) {
  const kids = traceEvents.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e.ph === 'X' && e !== t);
  const sum = new Map();
  for (const k of kids) {
    if (!['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'v8.parseOnBackground', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'ParseAuthorStyleSheet', 'V8.GC_SCAVENGER', 'MinorGC', 'MajorGC', 'v8.produceModuleCache','v8.run','RunMicrotasks','PrePaint','HitTest', 'ScheduleStyleRecalculation','CommitLoad','ResourceReceivedData','V8.CompileCode','v8.newInstance'].includes(k.name)) continue;
    const url = (k.args?.data?.url || k.args?.data?.functionName || k.args?.fileName || '').replace(/^http:\/\/[^/]+/, '').slice(0, 50);
    const key = `${k.name}${url ? ' ' + url : ''}`;
    sum.set(key, (sum.get(key) ?? 0) + k.dur);
  }
  total += Math.max(0, t.dur * 4 / 1000 - 50 * 1) ;
  console.log(`${((t.ts - nav) / 1000).toFixed(0)} ms: ${(t.dur / 1000).toFixed(1)} ms real`);
  for (const [k, d] of [...sum].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`    ${(d / 1000).toFixed(1)} ${k}`);
}
for (const e of traceEvents.filter((e) => e.pid === tid[0] && e.tid === tid[1] && (e.name === 'v8.evaluateModule' || e.name==='v8.compileModule') && e.dur > 2000)) console.log('EVAL', e.name, ((e.ts - nav)/1000).toFixed(0), (e.dur/1000).toFixed(1), JSON.stringify(e.args).slice(0,200));
await browser.close();
