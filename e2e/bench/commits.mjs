#!/usr/bin/env node
// How many times React commits while a screen opens, run on demand (not part of the test run):
//   node e2e/bench/commits.mjs <binary> [rounds=3]
// Serves the binary with the side-by-side harness's synthetic cluster (../shared/perf), opens the
// dashboard, then each screen by its header tab as the harness's "open in the app" figure does,
// and counts React's commits from the click to the first frame that shows the screen's first data
// (through React's developer tools hook, which React calls in production too), with the number of
// components in the tree then. COMMITS_DETAIL=1
// prints each commit: its time from the click, the address, and the topmost components it
// rendered, each with the components above it (a build without minification names them all).
import { perf, serveConsole, startPerfCluster } from './lib/perfCluster.mjs';
import { stopAll } from './lib/processes.mjs';
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

const SCREENS = [
  { name: 'indices', ready: adapter.indices.firstRow },
  { name: 'shards', ready: adapter.shards.firstShard },
  { name: 'search', ready: adapter.search.firstRow },
];

/** React's developer tools hook: each commit's time, address, tree size and topmost renders. */
const HOOK = `(() => {
  const commits = [];
  window.__commits = commits;
  const count = (fiber) => {
    let all = 0;
    const stack = [fiber];
    while (stack.length) {
      const at = stack.pop();
      all += 1;
      if (at.sibling) stack.push(at.sibling);
      if (at.child) stack.push(at.child);
    }
    return all;
  };
  // The topmost components that rendered in the commit (flag PerformedWork), named by the first
  // element they hold.
  const describe = (fiber) => {
    const type = fiber.type && (fiber.type.render || fiber.type.type || fiber.type);
    const name = fiber.type && (fiber.type.displayName || type.displayName || type.name || (fiber.type._context ? 'ctx' : ''));
    let at = fiber;
    while (at && !(at.stateNode instanceof Element)) at = at.child;
    const element = at && at.stateNode;
    const label = element ? element.tagName.toLowerCase() + (element.getAttribute('aria-label') ? '[' + element.getAttribute('aria-label') + ']' : '') + (element.className && typeof element.className === 'string' ? '.' + element.className.split(' ')[0] : '') : '';
    return (name || '?') + ' ' + label;
  };
  const tops = (rootFiber) => {
    const found = [];
    const stack = [rootFiber];
    while (stack.length && found.length < 6) {
      const at = stack.pop();
      if ((at.flags & 1) === 1 && at.type && typeof at.type !== 'string' && at.tag !== 3) {
        let chain = '';
        for (let up = at.return, n = 0; up && n < 4; up = up.return, n += 1) chain += ' < ' + (up.type ? (typeof up.type === 'string' ? up.type : (up.type.displayName || up.type.name || (up.type._context ? 'ctx:' + (up.type._context.displayName || '?') : up.type.$$typeof ? String(up.type.$$typeof).slice(7, -1) : '?'))) : 't' + up.tag) + ((up.flags & 1) ? '*' : '');
        found.push(describe(at) + chain);
        if (at.sibling) stack.push(at.sibling);
        continue;
      }
      if (at.sibling) stack.push(at.sibling);
      if (at.child) stack.push(at.child);
    }
    return found;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { this.renderers.set(1, renderer); return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      commits.push({ href: location.pathname + location.search + ' ' + (history.state && history.state.key), at: performance.now(), fibers: count(root.current), tops: tops(root.current) });
    },
  };
})();`;

const browser = await launchBrowser();
try {
  const { clusterUrl, clusterName } = await startPerfCluster(['--indices', '1000']);
  const app = await serveConsole(binary, clusterUrl);
  const figures = {};
  for (let round = 0; round < rounds; round += 1) {
    for (const screen of SCREENS) {
      const fresh = await freshPage(browser);
      try {
        await fresh.context.addInitScript(HOOK);
        await timeNavigation(fresh.page, `${app}/`, adapter.home.ready, { clusterName });
        await fresh.net.quiet(500, 30000);
        const { t0, t1, ms } = await timeInteraction(
          fresh.page,
          () => adapter.navigate(fresh.page, screen.name),
          screen.ready,
          {},
        );
        const commits = await fresh.page.evaluate(
          ([from, to]) => window.__commits.filter((commit) => commit.at >= from && commit.at <= to),
          [t0, t1],
        );
        const last = commits.at(-1) ?? { fibers: 0 };
        if (process.env.COMMITS_DETAIL) {
          console.log(
            screen.name,
            commits
              .map(
                (commit) =>
                  `\n  +${(commit.at - t0).toFixed(0)} ms ${commit.href} ${commit.fibers} ${commit.tops.join(' | ').slice(0, 200)}`,
              )
              .join(''),
            `shown +${(t1 - t0).toFixed(0)} ms`,
          );
        }
        const rows = (figures[screen.name] ??= { ms: [], commits: [], fibers: [] });
        rows.ms.push(ms);
        rows.commits.push(commits.length);
        rows.fibers.push(last.fibers);
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
} finally {
  await browser.close();
  stopAll();
}
