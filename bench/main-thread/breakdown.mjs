// Where the main thread's time goes after the first paint, at Lighthouse's mobile CPU slowdown (4x):
// each page is loaded RUNS times in Chromium with a trace (tasks, style, layout, paint, GC) and a
// sampling CPU profile (JavaScript by the file it runs from), and the medians are printed per kind of
// work and per script file, with the long tasks (over 50 ms) and the blocking time (their excess),
// and the big style recalculations and layouts by what invalidated them (a script changing what
// every element matches, a stylesheet change, new content).
// Usage: npm run bench:main-thread:breakdown [-- --url http://host:port]
//   PAGES=/,/KSA (default /, /KSA, /PDPLComplianceIndex); RUNS=n loads per page (default 3); TOP=n files;
//   LONG=1 also lists, for each long task of each load, what ran in it (script file and function).
// A benchmark, not a test: figures vary with the machine's load.
import { chromium } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { startSite } from '../../scripts/lib/site-server.mjs';
import { CPU_SLOWDOWN, withMobilePage } from '../lib/mobile-page.mjs';
import { median, ms } from '../lib/stats.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PAGES = process.env.PAGES ? process.env.PAGES.split(',') : ['/', '/KSA', '/PDPLComplianceIndex'];
const RUNS = Number(process.env.RUNS ?? 3);
const TOP = Number(process.env.TOP ?? 12);
const SETTLE_MS = 6000;
const LONG_TASK_MS = 50;

const argument = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : null);
const urlArg = argument('--url');
const site = urlArg ? { url: urlArg, stop: async () => {} } : await startSite({ root: ROOT });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** Trace events nested in a task, by what the browser was doing (durations in ms, children excluded). */
const KIND = {
  UpdateLayoutTree: 'style',
  ScheduleStyleRecalculation: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  MajorGC: 'GC',
  MinorGC: 'GC',
  'V8.GC_SCAVENGER': 'GC',
  'V8.GC_MARK_COMPACTOR': 'GC',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'v8.run': 'script',
};

/** A script file's short name: the chunk file without its hash, with the app serving it. */
function fileOf(url) {
  if (!url) return '(native)';
  try {
    const { pathname } = new URL(url);
    const parts = pathname.split('/').filter(Boolean);
    const file = parts.at(-1).replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js');
    const app = parts.length > 2 ? parts[0] : 'shell';
    return `${app}/${file}`;
  } catch {
    return url.slice(0, 60);
  }
}

/** Self time per kind of work inside the main thread's tasks after `from` (µs timestamps). */
function kindsAfter(events, mainTid, from) {
  const mine = events.filter((e) => e.tid === mainTid && e.ph === 'X' && e.ts >= from).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = mine.filter((e) => e.name === 'RunTask');
  const totals = {};
  let taskTotals = {};
  const add = (kind, us) => {
    totals[kind] = (totals[kind] ?? 0) + us / 1000;
    taskTotals[kind] = (taskTotals[kind] ?? 0) + us / 1000;
  };
  for (const task of tasks) {
    taskTotals = task.kinds = {};
    const end = task.ts + task.dur;
    const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end && KIND[e.name]);
    // Self time: an event's duration less its classified children's.
    const stack = [];
    let covered = 0;
    for (const e of inside) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) parent.self -= e.dur;
      else covered += e.dur;
      const entry = { ...e, self: e.dur };
      stack.push(entry);
      e.__entry = entry;
    }
    for (const e of inside) add(KIND[e.name], e.__entry.self);
    add('other', task.dur - covered);
  }
  const long = tasks.filter((t) => t.dur / 1000 > LONG_TASK_MS);
  return {
    long: long.map((t) => ({ ts: t.ts, dur: t.dur, kinds: t.kinds })),
    totals,
    taskCount: tasks.length,
    longCount: long.length,
    longTotal: long.reduce((s, t) => s + t.dur / 1000, 0),
    blocking: long.reduce((s, t) => s + t.dur / 1000 - LONG_TASK_MS, 0),
  };
}

/**
 * Self time (ms) per key from a CPU profile's samples between `from` and `to` (µs): `keyOf` names a
 * sample's call frame, or returns null to leave it out.
 */
function profileTotals(profile, from, to, keyOf) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = {};
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i];
    if (t < from || t > to) return;
    const key = keyOf(byId.get(id).callFrame);
    if (key !== null) totals[key] = (totals[key] ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000;
  });
  return totals;
}

/** JavaScript self time per script file from a CPU profile, for samples after `from` (µs). */
function scriptsAfter(profile, from) {
  return profileTotals(profile, from, Infinity, ({ functionName, url }) => {
    if (['(idle)', '(program)'].includes(functionName)) return null;
    return functionName === '(garbage collector)' ? '(GC)' : fileOf(url);
  });
}

/** What ran in a long task: profile self time by script file and function, largest first. */
function insideTask(profile, task) {
  const totals = profileTotals(profile, task.ts, task.ts + task.dur, ({ functionName, url, lineNumber, columnNumber }) => {
    if (functionName === '(idle)') return null;
    return `${url ? new URL(url).pathname : '(native)'} ${functionName || '(anonymous)'}:${lineNumber}:${columnNumber}`;
  });
  return Object.entries(totals).sort((a, b) => b[1] - a[1]);
}

/** Style recalculations and layouts at least this long (4x CPU) are traced back to what invalidated them. */
const BIG_STYLE_WORK_MS = 20;

/**
 * What made the browser restyle or lay out much of the page: each style recalculation or layout of
 * BIG_STYLE_WORK_MS or more after `from` is charged to the invalidation recorded most often before
 * it (its reason and the script frame that caused it, e.g. "Fonts changed" or a pseudo-class from a
 * script setting `lang`), in ms per cause.
 */
function styleCausesAfter(events, mainTid, from) {
  const onMain = events.filter((e) => e.tid === mainTid).sort((a, b) => a.ts - b.ts);
  const causes = {};
  let since = from;
  for (const work of onMain.filter((e) => e.ph === 'X' && (e.name === 'UpdateLayoutTree' || e.name === 'Layout') && e.ts >= from)) {
    const reasons = {};
    for (const e of onMain) {
      if (e.ts < since || e.ts >= work.ts || !/InvalidationTracking$/.test(e.name)) continue;
      const data = e.args?.data ?? {};
      const frame = data.stackTrace?.[0];
      const key = `${data.reason ?? e.name}${frame ? ` (${frame.functionName || 'anonymous'} in ${fileOf(frame.url)})` : ''}`;
      reasons[key] = (reasons[key] ?? 0) + 1;
    }
    since = work.ts;
    if (work.dur / 1000 < BIG_STYLE_WORK_MS) continue;
    const top = Object.entries(reasons).sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'no invalidation recorded (first paint of new content)';
    const key = `${work.name === 'Layout' ? 'layout' : 'style'}: ${top}`;
    causes[key] = (causes[key] ?? 0) + work.dur / 1000;
  }
  return causes;
}

function load(url) {
  return withMobilePage(browser, async (page, cdp) => {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'loading', 'blink.user_timing', 'disabled-by-default-devtools.timeline.invalidationTracking', 'disabled-by-default-devtools.timeline.stack'] });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const { profile } = await cdp.send('Profiler.stop');
    const trace = JSON.parse((await browser.stopTracing()).toString());
    const events = trace.traceEvents;
    const fcp = events.find((e) => e.name === 'firstContentfulPaint');
    const mainTid = fcp?.tid ?? events.find((e) => e.name === 'TracingStartedInBrowser')?.tid;
    const from = fcp?.ts ?? 0;
    const kinds = kindsAfter(events, mainTid, from);
    // LONG=1: what each long task of each load ran (where splitting would cut blocking time).
    if (process.env.LONG) {
      for (const task of kinds.long) {
        const kinds = Object.entries(task.kinds).sort((a, b) => b[1] - a[1]).filter(([, v]) => v >= 1);
        console.log(`  long task at ${ms((task.ts - from) / 1000)} after FCP: ${ms(task.dur / 1000)} (${kinds.map(([k, v]) => `${k} ${ms(v)}`).join(', ')})`);
        for (const [where, value] of insideTask(profile, task).slice(0, TOP)) console.log(`    ${ms(value).padStart(7)}  ${where}`);
      }
    }
    return { ...kinds, scripts: scriptsAfter(profile, from), styleCauses: styleCausesAfter(events, mainTid, from) };
  });
}

const medianOf = (runs, pick) => median(runs.map(pick));
const keysOf = (runs, field) => [...new Set(runs.flatMap((r) => Object.keys(r[field])))];

try {
  console.log(`Main thread after the first paint, CPU ${CPU_SLOWDOWN}x, median of ${RUNS} loads (${site.url})`);
  for (const path of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await load(site.url + path));
    console.log(`\n${path}: ${medianOf(runs, (r) => r.taskCount)} tasks, ${medianOf(runs, (r) => r.longCount)} long (${ms(medianOf(runs, (r) => r.longTotal))}), blocking ${ms(medianOf(runs, (r) => r.blocking))}`);
    const kinds = keysOf(runs, 'totals').map((k) => [k, medianOf(runs, (r) => r.totals[k] ?? 0)]).sort((a, b) => b[1] - a[1]);
    console.log(`  by kind: ${kinds.filter(([, v]) => v >= 1).map(([k, v]) => `${k} ${ms(v)}`).join(', ')}`);
    const files = keysOf(runs, 'scripts').map((k) => [k, medianOf(runs, (r) => r.scripts[k] ?? 0)]).sort((a, b) => b[1] - a[1]);
    console.log('  JavaScript self time by file:');
    for (const [file, value] of files.slice(0, TOP)) console.log(`    ${ms(value).padStart(7)}  ${file}`);
    const causes = keysOf(runs, 'styleCauses').map((k) => [k, medianOf(runs, (r) => r.styleCauses[k] ?? 0)]).filter(([, v]) => v > 0).sort((a, b) => b[1] - a[1]);
    console.log(`  Style and layout of ${BIG_STYLE_WORK_MS} ms or more, by what invalidated them:`);
    for (const [cause, value] of causes.slice(0, TOP)) console.log(`    ${ms(value).padStart(7)}  ${cause}`);
  }
} finally {
  await browser.close();
  await site.stop();
}
