// Where the page's main thread spends its time: CPU time, the sampling profiler and traces.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The page's main-thread CPU time so far in ms (Chromium's ThreadTime; needs
 * `Performance.enable`). Unlike wall time, other processes on a busy machine do not inflate it.
 */
export async function threadTime(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'ThreadTime').value * 1000;
}

/** Runs `run` and adds the main-thread CPU time it took as `cpu`. */
export async function timed(cdp, run) {
  const before = await threadTime(cdp);
  const result = await run();
  return { ...result, cpu: (await threadTime(cdp)) - before };
}

/**
 * Runs `run` under the JavaScript sampling profiler when `wanted`, then prints the functions
 * with the most self time: where the main thread spent it.
 */
export async function profiled(cdp, wanted, run) {
  if (!wanted) return run();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const result = await run();
  const { profile } = await cdp.send('Profiler.stop');
  // BENCH_PROFILE_OUT=<file>: the profile kept, to open in the browser's performance panel.
  if (process.env.BENCH_PROFILE_OUT)
    writeFileSync(process.env.BENCH_PROFILE_OUT, JSON.stringify(profile));
  printProfile(profile);
  // BENCH_INCLUSIVE=1: also each function's time with what it called (where a render went).
  if (process.env.BENCH_INCLUSIVE) printInclusive(profile);
  // BENCH_SOURCE_MAPS=<dist>: the self time by package, for a build with source maps
  // (`npx vite build --sourcemap`) whose dist/ is given.
  if (process.env.BENCH_SOURCE_MAPS) printByPackage(profile, process.env.BENCH_SOURCE_MAPS);
  return result;
}

/**
 * Runs `run` examined when BENCH_PROFILE or BENCH_TRACE names it: under the sampling profiler
 * (see `profiled`), or traced, printing the trace's events with the most main-thread self time.
 */
export async function examined({ browser, page, cdp, name }, run) {
  if (process.env.BENCH_TRACE !== name)
    return profiled(cdp, process.env.BENCH_PROFILE === name, run);
  // BENCH_TRACE_CATS=a,b: other categories (fewer add less to the tasks traced).
  const categories = (process.env.BENCH_TRACE_CATS ?? 'devtools.timeline,blink,v8').split(',');
  await browser.startTracing(page, { categories });
  const result = await run();
  const trace = (await browser.stopTracing()).toString();
  // BENCH_TRACE_OUT=<file>: the trace kept, to open in the browser's performance panel.
  if (process.env.BENCH_TRACE_OUT) writeFileSync(process.env.BENCH_TRACE_OUT, trace);
  printTrace(JSON.parse(trace));
  return result;
}

/** The name of the mark that ties the page's clock to the trace's (see `markClock`). */
const CLOCK_MARK = 'bench-clock';

/** Sets the clock mark in the page; returns the page's time of it (ms). */
export function markClock(page) {
  return page.evaluate((name) => {
    const now = performance.now();
    performance.mark(name, { startTime: now });
    return now;
  }, CLOCK_MARK);
}

/**
 * Runs `run` traced with every task of the page's main thread (the `toplevel` category) and the
 * page's marks, little else so that tracing adds little to the tasks; returns its result and the
 * trace's events. When `print` is set, the tasks' own events are traced too and those with the
 * most main-thread self time printed (BENCH_TRACE_OUT=<file> keeps the trace).
 */
export async function withTrace(browser, page, print, run) {
  const detail = print ? ['devtools.timeline', 'v8'] : [];
  await browser.startTracing(page, {
    categories: ['toplevel', 'blink.user_timing', ...detail],
  });
  const result = await run();
  const text = (await browser.stopTracing()).toString();
  const trace = JSON.parse(text);
  if (print) {
    if (process.env.BENCH_TRACE_OUT) writeFileSync(process.env.BENCH_TRACE_OUT, text);
    printTrace(trace);
  }
  return { result, events: trace.traceEvents ?? trace };
}

/**
 * The main thread's work (ms) between two times on the page's clock: the time its tasks ran in
 * that span, the idle time between them (waiting for the answer, for the next frame) left out.
 * The trace must hold the clock mark, set by `markClock` at `clockAt` (page ms).
 */
export function mainThreadWork(events, clockAt, from, to) {
  const mark = events.find((event) => event.name === CLOCK_MARK);
  if (!mark) throw new Error(`the trace has no ${CLOCK_MARK} mark`);
  // Trace time (µs) of a page time (ms).
  const traced = (pageMs) => mark.ts + (pageMs - clockAt) * 1000;
  const [start, end] = [traced(from), traced(to)];
  let busy = 0;
  let reached = -Infinity;
  // The outermost events only: a nested event's time is already in its task's.
  for (const event of mainThreadEvents(events)) {
    if (event.ts < reached) continue;
    reached = event.ts + event.dur;
    busy += Math.max(0, Math.min(end, reached) - Math.max(start, event.ts));
  }
  return busy / 1000;
}

/** The complete events of the renderer's main thread, by start (the longer first at a tie). */
function mainThreadEvents(events) {
  const main = new Set(
    events
      .filter(
        (event) =>
          event.ph === 'M' && event.name === 'thread_name' && event.args.name === 'CrRendererMain',
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
  return events
    .filter(
      (event) =>
        event.ph === 'X' && event.dur !== undefined && main.has(`${event.pid}:${event.tid}`),
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

/** The trace events of the renderer's main thread by self time (their time minus nested events'). */
export function printTrace(trace) {
  const complete = mainThreadEvents(trace.traceEvents ?? trace);
  const self = new Map();
  const stack = [];
  for (const event of complete) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    if (stack.length) self.set(stack.at(-1), self.get(stack.at(-1)) - event.dur);
    self.set(event, event.dur);
    stack.push(event);
  }
  const byName = new Map();
  for (const [event, us] of self) byName.set(event.name, (byName.get(event.name) ?? 0) + us / 1000);
  const total = [...byName.values()].reduce((sum, ms) => sum + ms, 0);
  console.log(`${total.toFixed(0).padStart(7)} ms  main thread, traced events`);
  for (const [name, ms] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`${ms.toFixed(0).padStart(7)} ms  ${name}`);
}

export function printProfile(profile) {
  const self = new Map();
  const interval =
    (profile.endTime - profile.startTime) / Math.max(1, profile.samples.length) / 1000;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const id of profile.samples) {
    const { functionName, url, lineNumber, columnNumber } = byId.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}:${columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + interval);
  }
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
  for (const [key, ms] of top) console.log(`${ms.toFixed(0).padStart(7)} ms  ${key}`);
}

/**
 * The self time of a sampling profile by the package its code comes from (`react-dom`,
 * `@mantine/core`), by the app's top folder (`app features`), or by the browser's own work
 * (`(program)`: compiling, style, layout; `(garbage collector)`; `(idle)`), read through the
 * source maps of the build in `dist`. What each library costs, not each function.
 */
export function printByPackage(profile, dist) {
  const require = createRequire(new URL('../../../frontend/package.json', import.meta.url));
  const { SourceMapConsumer } = require('source-map-js');
  const maps = new Map();
  const mapOf = (url) => {
    const file = url.split('/').pop();
    if (!maps.has(file)) {
      const path = `${dist}/assets/${file}.map`;
      maps.set(
        file,
        existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null,
      );
    }
    return maps.get(file);
  };
  const partOf = ({ url, functionName, lineNumber, columnNumber }) => {
    if (!url || lineNumber < 0) return functionName || '(root)';
    const map = mapOf(url);
    if (!map) return `unmapped ${url.split('/').pop()}`;
    const source =
      map.originalPositionFor({ line: lineNumber + 1, column: columnNumber }).source ?? '';
    const packageAt = source.lastIndexOf('node_modules/');
    if (packageAt >= 0) {
      const [scope, name] = source.slice(packageAt + 'node_modules/'.length).split('/');
      return scope.startsWith('@') ? `${scope}/${name}` : scope;
    }
    const appAt = source.indexOf('src/');
    return appAt >= 0
      ? `app ${source.slice(appAt + 4).split('/')[0]}`
      : `unmapped ${url.split('/').pop()}`;
  };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, index) => {
    const part = partOf(byId.get(id).callFrame);
    self.set(part, (self.get(part) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
  });
  const total = [...self.values()].reduce((sum, ms) => sum + ms, 0);
  console.log(`${total.toFixed(0).padStart(7)} ms  profiled, by package`);
  for (const [part, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${ms.toFixed(1).padStart(7)} ms  ${part}`);
}

/** The functions with the most time including their callees', from a sampling profile. */
export function printInclusive(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const interval =
    (profile.endTime - profile.startTime) / Math.max(1, profile.samples.length) / 1000;
  const total = new Map();
  for (const id of profile.samples) {
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const { functionName, url, lineNumber, columnNumber } = byId.get(at).callFrame;
      const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}:${columnNumber}`;
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + interval);
    }
  }
  for (const [key, ms] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 45))
    console.log(`${ms.toFixed(0).padStart(7)} ms incl  ${key}`);
}

/**
 * The main thread's tasks of 2 ms or more (BENCH_TASK_MS), in order, from the page's navigation
 * start or from the press on what opens a screen: each
 * with the events that took most of it (a script's evaluation names the script, a call its
 * function). Where a load's time went, and what waited for what.
 */
export function printTimeline(trace, from = 'navigation') {
  const events = trace.traceEvents ?? trace;
  // From the navigation's start, or from the press that opens a screen (from = 'input').
  const start =
    (from === 'input'
      ? events.find(
          (event) => event.name === 'EventDispatch' && event.args?.data?.type === 'mousedown',
        )
      : events.find((event) => event.name === 'navigationStart')
    )?.ts ?? 0;
  const complete = mainThreadEvents(events);
  const name = (event) => {
    const data = event.args?.data ?? event.args?.beginData ?? {};
    const where = data.url ? ` ${data.url.split('/').pop()}` : '';
    const what = data.functionName ? ` ${data.functionName}` : '';
    return `${event.name}${where}${what}`;
  };
  for (let index = 0; index < complete.length; index += 1) {
    const task = complete[index];
    if (task.name !== 'RunTask' && task.name !== 'ThreadControllerImpl::RunTask') continue;
    if (task.dur < Number(process.env.BENCH_TASK_MS ?? 2) * 1000 || task.ts < start) continue;
    const inside = new Map();
    for (let next = index + 1; next < complete.length; next += 1) {
      const event = complete[next];
      if (event.ts >= task.ts + task.dur) break;
      if (event.dur < 1000 || /RunTask/.test(event.name)) continue;
      inside.set(name(event), (inside.get(name(event)) ?? 0) + event.dur / 1000);
    }
    const parts = [...inside]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([label, ms]) => `${label} ${ms.toFixed(0)}`);
    console.log(
      `  ${((task.ts - start) / 1000).toFixed(0).padStart(5)} +${(task.dur / 1000).toFixed(0).padStart(3)} ms  ${parts.join(', ')}`,
    );
  }
}
