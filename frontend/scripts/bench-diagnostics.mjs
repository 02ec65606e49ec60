// Speed of the Diagnostics readers' own work (src/engine/diagnostics), after the answer has
// arrived and been parsed: a search profile of 20 shards with a 200-node query tree each read,
// its slowest path found and compared with a second run; a health report of 30 indicators with
// 1,000 affected resources read, and the health rules over 1,000 shards and indices; an explained
// analysis of a 10,000-character text read and lined up by position; and the health view's
// overview of 30 indicators naming 1,000 affected resources rendered by React (to a string, with
// react-dom/server: the components' own work, no browser layout). Each is timed over many runs
// with the median and 95th percentile printed. The readers are TypeScript: Vite (already a
// dependency) bundles them in memory first, so this runs with plain node:
//   node scripts/bench-diagnostics.mjs
// Not part of the tests. The goals: profile under 100 ms, health under 100 ms, analysis under
// 50 ms.
import { loadBundled, summary as printSummary, time } from './lib/benchModules.mjs';
import { explained, healthReport, profile } from './lib/diagnosticsSamples.mjs';

const RUNS = 50;

const summary = (label, timings) => printSummary(label, timings, { width: 52, digits: 2 });

const ENTRY = `
export { readSearchProfile, slowestPath } from './src/engine/diagnostics/profileTree.ts';
export { diffProfiles } from './src/engine/diagnostics/profileDiff.ts';
export { readHealthReport } from './src/engine/diagnostics/healthReport.ts';
export { runHealthRules } from './src/engine/diagnostics/healthRules.ts';
export { readAnalyzeAnswer, positionsOf } from './src/engine/diagnostics/analyzeExplain.ts';
`;

/** The health view's overview rendered with the app's providers, English strings and a store. */
const VIEW_ENTRY = `
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { clusterApi } from './src/api/clusterApi.ts';
import { createTranslations, setTranslations } from './src/i18n/translate.ts';
import en from './src/i18n/locales/en.json';
import { ReportView } from './src/features/diagnostics/health/ReportView.tsx';
export { readHealthReport } from './src/engine/diagnostics/healthReport.ts';

setTranslations(createTranslations('en', en));
const store = configureStore({
  reducer: {
    connection: () => ({ clusters: [], activeClusterIndex: 0 }),
    [clusterApi.reducerPath]: clusterApi.reducer,
  },
  middleware: (defaults) => defaults().concat(clusterApi.middleware),
});
const noop = () => undefined;

export function renderOverview(report) {
  const view = h(ReportView, { report, answeredAt: 0, fetching: false, error: undefined, onRefresh: noop });
  return renderToString(
    h(Provider, { store }, h(MantineProvider, null, h(MemoryRouter, null, view))),
  );
}
`;

const readers = await loadBundled(ENTRY, 'diagnostics');

const first = profile(1);
const second = profile(2);
const readProfile = [];
const diff = [];
for (let run = 0; run < RUNS; run += 1) {
  let read;
  readProfile.push(
    time(() => {
      read = readers.readSearchProfile(first);
      for (const shard of read.shards) readers.slowestPath(shard.searches[0].queries);
    }),
  );
  const other = readers.readSearchProfile(second);
  diff.push(time(() => readers.diffProfiles(read, other)));
}
summary('profile: read 20 shards x 200 nodes + slowest paths', readProfile);
summary('profile: compare two runs', diff);

const report = healthReport();
summary(
  'health report: 30 indicators, 30,000 resources',
  Array.from({ length: RUNS }, () => time(() => readers.readHealthReport(report))),
);
const shards = Array.from({ length: 1000 }, (_, n) => ({
  index: `logs-${n}`,
  shard: '0',
  prirep: n % 2 ? 'r' : 'p',
  state: n % 3 ? 'STARTED' : 'UNASSIGNED',
  'unassigned.reason': 'NODE_LEFT',
}));
const indices = shards.map((row) => ({ index: row.index, rep: String(row.shard) }));
const nodes = Object.fromEntries(
  Array.from({ length: 30 }, (_, n) => [
    `n${n}`,
    {
      name: `node-${n}`,
      roles: ['data'],
      jvm: { mem: { heap_used_percent: 50 + n } },
      fs: { total: { total_in_bytes: 100, available_in_bytes: 30 - (n % 30) } },
      thread_pool: { write: { rejected: n } },
    },
  ]),
);
const health = {
  status: 'red',
  number_of_data_nodes: 30,
  active_shards: 600,
  unassigned_shards: 400,
};
summary(
  'health rules: 30 nodes, 1,000 shards and indices',
  Array.from({ length: RUNS }, () =>
    time(() =>
      readers.runHealthRules({ nodeStats: { nodes }, clusterHealth: health, shards, indices }),
    ),
  ),
);

const analysis = explained(10_000);
summary(
  'analysis: 10,000 characters explained, 4 stages, their positions',
  Array.from({ length: RUNS }, () =>
    time(() => {
      const result = readers.readAnalyzeAnswer(analysis);
      readers.positionsOf(
        result.stages.filter((s) => s.kind !== 'charFilter').map((s) => s.tokens),
      );
    }),
  ),
);

// The bundle leaves process.env.NODE_ENV to its reader: React's production build, as the app's.
process.env.NODE_ENV = 'production';
const view = await loadBundled(VIEW_ENTRY, 'health-view');
// 30 indicators whose diagnoses name 1,000 resources in all (33 indices and a node each).
const overview = view.readHealthReport(healthReport(32));
view.renderOverview(overview);
summary(
  'health view: overview of 30 indicators, 1,000 resources',
  Array.from({ length: RUNS }, () => time(() => view.renderOverview(overview))),
);
