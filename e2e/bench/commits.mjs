#!/usr/bin/env node
// How many times React commits while a screen opens, and why, run on demand (not part of the
// test run):
//   node e2e/bench/commits.mjs <binary> [rounds=3]
// Serves the binary with the side-by-side harness's synthetic cluster (../shared/perf), opens the
// dashboard, then each screen by its header tab (indices, shards, search, REST) as the harness's
// "open in the app" figure does, and counts React's commits from the click to the first frame that
// shows the screen's first data (lib/reactCommits.mjs), with the number of components in the tree
// then. Switches:
//   COMMITS_COLD=1        a first visit to the dashboard instead, times from navigation start,
//                         with the files the page loaded
//   COMMITS_DETAIL=1      each commit: its time, the address, the topmost components it rendered
//                         and why (a build without minification names them all)
//   COMMITS_SCHEDULE=1    with the detail, what asked React for work, with its stack
//   COMMITS_REQUESTS=1    the files and requests of each opening, with their times
//   COMMITS_COMPONENTS=1  the components of the tree shown, by kind and by owner
//   COMMITS_POPUPS=1      the targets of the popovers mounted (menus, selects): a popover sets
//                         state from its target's ref, which costs a commit of its own
//   COMMITS_PROFILE=<screen|cold>  the sampling profile of that opening (BENCH_INCLUSIVE=1 too;
//                                  BENCH_SOURCE_MAPS=<dist> of a build with source maps: its self
//                                  time by package)
//   COMMITS_TRACE=<screen|cold>    the main thread's tasks of that opening, in order
//                                  (BENCH_TASK_MS=<ms> the shortest shown, BENCH_TRACE_OUT=<file>,
//                                  BENCH_TRACE_CATS=<categories>)
import { writeFileSync } from 'node:fs';
import { perf, serveConsole, startPerfCluster } from './lib/perfCluster.mjs';
import { stopAll } from './lib/processes.mjs';
import { printTimeline, profiled } from './lib/profiling.mjs';
import { commitsHook, componentsByKind } from './lib/reactCommits.mjs';
import { median } from './lib/statistics.mjs';

const { launchBrowser, freshPage, timeNavigation, timeInteraction } = await import(
  new URL('lib/browser.mjs', perf)
);
const adapter = (await import(new URL('adapters/shardscope.mjs', perf))).default;

const [binary, roundsArgument] = process.argv.slice(2);
const rounds = Number(roundsArgument ?? 3);
if (!binary) {
  console.error('usage: commits.mjs <binary> [rounds]');
  process.exit(2);
}
const env = process.env;

const SCREENS = [
  { name: 'indices', ready: adapter.indices.firstRow },
  { name: 'shards', ready: adapter.shards.firstShard },
  { name: 'search', ready: adapter.search.firstRow },
  { name: 'rest', ready: adapter.rest.ready },
];

/** Runs `run` (a page load or an opening) profiled or traced when the switches name `name`. */
async function examined(fresh, name, from, run) {
  if (env.COMMITS_TRACE !== name) return profiled(fresh.cdp, env.COMMITS_PROFILE === name, run);
  // BENCH_TRACE_CATS=a,b: other categories (`v8` shows the scripts compiled on other threads).
  const categories = env.BENCH_TRACE_CATS ?? 'toplevel,blink.user_timing,devtools.timeline';
  await browser.startTracing(fresh.page, { categories: categories.split(',') });
  const result = await run();
  const text = (await browser.stopTracing()).toString();
  if (env.BENCH_TRACE_OUT) writeFileSync(env.BENCH_TRACE_OUT, text);
  printTimeline(JSON.parse(text), from);
  return result;
}

/** The page's files and requests that started at `from` or later (page clock). */
function loadedSince(page, from) {
  return page.evaluate(
    (since) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= since - 1)
        .map(
          (entry) =>
            `+${(entry.startTime - since).toFixed(0)}..+${(entry.responseEnd - since).toFixed(0)} ` +
            `${entry.initiatorType} ${entry.name.replace(/^https?:\/\/[^/]+/, '')}`,
        ),
    from,
  );
}

/**
 * The elements a mounted Mantine popover (a menu's, a select's) is anchored to, named: those
 * with a popover's root among their components (page function).
 */
function popoverTargets() {
  const fiberOf = (element) =>
    element[Object.keys(element).find((key) => key.startsWith('__reactFiber$'))];
  const anchored = (element) => {
    for (let fiber = fiberOf(element); fiber; fiber = fiber.return) {
      if (/Popover$|Menu$|Combobox$/.test(fiber.type?.displayName ?? '')) return true;
    }
    return false;
  };
  return [...document.querySelectorAll('[aria-haspopup]')]
    .filter(anchored)
    .map(
      (element) =>
        `${element.tagName.toLowerCase()}[${element.getAttribute('aria-haspopup')}] ` +
        (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40),
    );
}

/** Prints the commits (and, with COMMITS_SCHEDULE, the asks for work) between two times. */
function printDetail(title, records, from, shownAt) {
  const lines = records.map(
    (record) =>
      `\n  +${(record.at - from).toFixed(0)} ms ${record.href} ` +
      `${record.fibers || ''} ${record.tops.join(' | ').slice(0, record.fibers ? 300 : 3000)}`,
  );
  console.log(title, lines.join(''), `\n  shown +${(shownAt - from).toFixed(0)} ms`);
}

async function showExtras(fresh, title, from, shownAt) {
  const records = await fresh.page.evaluate(
    ([since, until]) =>
      window.__commits.filter((record) => record.at >= since && record.at <= until),
    [from, shownAt],
  );
  if (env.COMMITS_DETAIL) printDetail(title, records, from, shownAt);
  if (env.COMMITS_REQUESTS) {
    console.log(
      title,
      `requests and files\n  ${(await loadedSince(fresh.page, from)).join('\n  ')}`,
    );
  }
  if (env.COMMITS_COMPONENTS) console.log(title, await fresh.page.evaluate(componentsByKind, 40));
  if (env.COMMITS_POPUPS) {
    console.log(title, 'popover targets', await fresh.page.evaluate(popoverTargets));
  }
  return records.filter((record) => record.fibers > 0);
}

/** A first visit to the dashboard: its commits, from navigation start. */
async function coldLoad(app, clusterName) {
  const fresh = await freshPage(browser);
  try {
    await fresh.context.addInitScript(commitsHook({ schedule: Boolean(env.COMMITS_SCHEDULE) }));
    // Same origin first, so that a profile or trace follows the renderer that loads the page.
    if (env.COMMITS_PROFILE === 'cold' || env.COMMITS_TRACE === 'cold') {
      await fresh.page.goto(`${app}/favicon.svg`);
    }
    const { t1 } = await examined(fresh, 'cold', 'navigation', () =>
      timeNavigation(fresh.page, `${app}/`, adapter.home.ready, { clusterName }),
    );
    const commits = await showExtras(fresh, 'cold', 0, t1);
    console.log(
      `cold: shown at ${t1.toFixed(0)} ms, ${commits.length} commits before: ` +
        commits.map((commit) => `${commit.at.toFixed(0)} ms (${commit.fibers})`).join(', '),
    );
  } finally {
    await fresh.close();
  }
}

const browser = await launchBrowser();
try {
  const { clusterUrl, clusterName } = await startPerfCluster(['--indices', '1000']);
  const app = await serveConsole(binary, clusterUrl);
  if (env.COMMITS_COLD) {
    for (let round = 0; round < rounds; round += 1) await coldLoad(app, clusterName);
  } else {
    const figures = {};
    for (let round = 0; round < rounds; round += 1) {
      for (const screen of SCREENS) {
        const fresh = await freshPage(browser);
        try {
          await fresh.context.addInitScript(
            commitsHook({ schedule: Boolean(env.COMMITS_SCHEDULE) }),
          );
          await timeNavigation(fresh.page, `${app}/`, adapter.home.ready, { clusterName });
          await fresh.net.quiet(500, 30000);
          const { t0, t1, ms } = await examined(fresh, screen.name, 'input', () =>
            timeInteraction(
              fresh.page,
              () => adapter.navigate(fresh.page, screen.name),
              screen.ready,
              {},
            ),
          );
          const commits = await showExtras(fresh, screen.name, t0, t1);
          const rows = (figures[screen.name] ??= { ms: [], commits: [], fibers: [] });
          rows.ms.push(ms);
          rows.commits.push(commits.length);
          rows.fibers.push(commits.at(-1)?.fibers ?? 0);
        } finally {
          await fresh.close();
        }
      }
    }
    console.log(`${rounds} rounds; medians from the tab's click to the screen's first data shown`);
    console.log('screen     ms  commits  components');
    for (const [name, rows] of Object.entries(figures)) {
      console.log(
        `${name.padEnd(8)} ${median(rows.ms).toFixed(0).padStart(4)} ${String(median(rows.commits)).padStart(8)} ${String(median(rows.fibers)).padStart(11)}   (commits each round: ${rows.commits.join(', ')})`,
      );
    }
  }
} finally {
  await browser.close();
  stopAll();
}
