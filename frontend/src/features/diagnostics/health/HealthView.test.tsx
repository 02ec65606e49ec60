// The health view with the cluster answering through a fake fetch: the health report in the shape
// of the Elasticsearch specification (engine/diagnostics/health.fixture.ts) on 8.7 and later,
// the rules on OpenSearch and where the cluster answers 400 "no handler", a 403 with its reason,
// affected resources as links, and the report never asked again within its interval.
import 'fake-indexeddb/auto';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../../api/testFetch';
import type { Cluster } from '../../../api/types';
import { OVERVIEW, SHARDS_DETAILS } from '../../../engine/diagnostics/health.fixture';
import { HEALTH_REPORT_MIN_INTERVAL_MS } from '../../../engine/diagnostics/healthReport';
import { testCluster, testConnection } from '../../../test/fixtures';
import { renderScreen } from '../../../test/renderScreen';
import { HealthView } from './HealthView';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const SLOW = { timeout: 15_000 };
const NO_HANDLER = 'no handler found for uri [/_health_report] and method [GET]';
const GB = 1024 ** 3;

const NODE_STATS = {
  nodes: {
    n1: {
      name: 'node-1',
      roles: ['data', 'master'],
      jvm: { mem: { heap_used_percent: 40 } },
      fs: { total: { total_in_bytes: 100 * GB, available_in_bytes: 60 * GB } },
      thread_pool: { search: { rejected: 0 } },
    },
  },
};

/** A one-node cluster with `logs` yellow: its replica cannot be assigned. */
const RULE_ANSWERS: Record<string, unknown> = {
  '/_cluster/health': {
    status: 'yellow',
    number_of_data_nodes: 1,
    active_shards: 1,
    initializing_shards: 0,
    unassigned_shards: 1,
  },
  '/_nodes/_all/stats/jvm,thread_pool,breaker,os,process,fs': NODE_STATS,
  '/_cluster/settings': { persistent: {}, transient: {}, defaults: {} },
  '/_cat/shards': [
    { index: 'logs', shard: '0', prirep: 'p', state: 'STARTED', node: 'node-1' },
    {
      index: 'logs',
      shard: '0',
      prirep: 'r',
      state: 'UNASSIGNED',
      node: null,
      'unassigned.reason': 'INDEX_CREATED',
    },
  ],
  '/_cat/indices': [{ index: 'logs', rep: '1', health: 'yellow', status: 'open' }],
  '/_snapshot': {},
};

const SAME_SHARD =
  'a copy of this shard is already allocated to this node [[logs][0], node[n1], [P], s[STARTED], a[id=x]]';

/** POST _cluster/allocation/explain for the unassigned replica: its one node says no. */
const EXPLAINED = {
  index: 'logs',
  shard: 0,
  primary: false,
  current_state: 'unassigned',
  unassigned_info: {
    reason: 'INDEX_CREATED',
    at: '2026-12-01T10:00:00.000Z',
    last_allocation_status: 'no_attempt',
  },
  can_allocate: 'no',
  allocate_explanation:
    "Elasticsearch isn't allowed to allocate this shard to any of the nodes in the cluster.",
  node_allocation_decisions: [
    {
      node_id: 'n1',
      node_name: 'node-1',
      node_decision: 'no',
      deciders: [{ decider: 'same_shard', decision: 'NO', explanation: SAME_SHARD }],
    },
  ],
};

type Answer = (path: string) => Response | undefined;

function serve(answer: Answer = () => undefined): RecordedRequest[] {
  return installFakeFetch((request) => {
    const path = new URL(request.url).pathname;
    const own = answer(path);
    if (own) return own;
    if (path in RULE_ANSWERS) return jsonResponse(RULE_ANSWERS[path]);
    if (path === '/_cluster/allocation/explain') return jsonResponse(EXPLAINED);
    // The lifecycle explain of every index (ILM or ISM): nothing is managed.
    if (/\/_(ilm|ism)\/explain/.test(path)) return jsonResponse({ indices: {} });
    return jsonResponse({ error: `unexpected ${path}` }, 500);
  }).calls;
}

const reportCalls = (calls: RecordedRequest[]) =>
  calls.filter((call) => new URL(call.url).pathname.startsWith('/_health_report'));

const opensearch = () => testCluster({ distribution: 'opensearch', version: '2.19.0' });

async function renderHealth(cluster: Cluster = testCluster(), fakeTimers = false) {
  const user = userEvent.setup(
    fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  await renderScreen(<HealthView />, { connection: testConnection([cluster], 0) });
  return user;
}

describe('the health report', { timeout: 30_000 }, () => {
  it('shows each indicator worst first, its status in words, symptom and impacts', async () => {
    const calls = serve((path) =>
      path === '/_health_report' ? jsonResponse(OVERVIEW) : undefined,
    );
    await renderHealth();
    const headings = await screen.findAllByRole('heading', { level: 3 }, SLOW);
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Shards availability',
      'Disk',
      'Snapshot lifecycle management',
      'Index lifecycle management',
      'Master stability',
      'Repository integrity',
    ]);
    const shards = screen.getByRole('region', { name: 'Shards availability' });
    expect(within(shards).getByText('red')).toBeVisible();
    expect(within(shards).getByText('This cluster has 1 unavailable primary shard.')).toBeVisible();
    const impacts = within(shards).getAllByRole('listitem');
    expect(impacts[0]).toHaveTextContent('Cannot add data to 1 index [logs-2026].');
    expect(impacts[0]).toHaveTextContent('Affects: ingest, search');
    const [overview] = reportCalls(calls);
    expect(new URL(overview.url).searchParams.get('verbose')).toBe('false');
  });

  it("asks an indicator's own details on demand and links its resources to their screens", async () => {
    const calls = serve((path) => {
      if (path === '/_health_report') return jsonResponse(OVERVIEW);
      if (path === '/_health_report/shards_availability') return jsonResponse(SHARDS_DETAILS);
      return undefined;
    });
    const user = await renderHealth();
    const shards = await screen.findByRole('region', { name: 'Shards availability' }, SLOW);
    expect(reportCalls(calls)).toHaveLength(1);
    const master = screen.getByRole('region', { name: 'Master stability' });
    expect(within(master).queryByRole('button', { name: 'Show diagnoses' })).toBeNull();
    await user.click(within(shards).getByRole('button', { name: 'Show diagnoses' }));
    expect(
      await within(shards).findByText(
        "Cause: Elasticsearch isn't allowed to allocate some shards from these indices.",
        {},
        SLOW,
      ),
    ).toBeVisible();
    expect(within(shards).getByRole('link', { name: 'logs-2026' })).toHaveAttribute(
      'href',
      '/cluster/0/indices?filter=logs-2026',
    );
    expect(within(shards).getByRole('link', { name: 'node-1' })).toHaveAttribute(
      'href',
      '/cluster/0/nodes?node=n1',
    );
    expect(within(shards).getByRole('link', { name: 'logs-policy' })).toHaveAttribute(
      'href',
      '/cluster/0/lifecycle',
    );
    expect(within(shards).getByRole('link', { name: 'backups' })).toHaveAttribute(
      'href',
      '/cluster/0/snapshot_repositories/backups',
    );
    // A feature state has no screen: named, not linked.
    expect(within(shards).queryByRole('link', { name: 'security' })).toBeNull();
    expect(within(shards).getByText('security')).toBeVisible();
    expect(within(shards).getByRole('link', { name: /How to fix it/ })).toHaveAttribute(
      'href',
      'https://ela.st/diagnose-shards',
    );
    expect(reportCalls(calls).map((call) => new URL(call.url).pathname)).toEqual([
      '/_health_report',
      '/_health_report/shards_availability',
    ]);
  });

  it('lists the first 10 resources of a diagnosis, counts the rest and shows more on demand', async () => {
    const [diagnosis] = SHARDS_DETAILS.indicators.shards_availability.diagnosis;
    const many = {
      indicators: {
        shards_availability: {
          ...SHARDS_DETAILS.indicators.shards_availability,
          diagnosis: [
            {
              ...diagnosis,
              affected_resources: { indices: Array.from({ length: 60 }, (_, n) => `logs-${n}`) },
            },
          ],
        },
      },
    };
    serve((path) => {
      if (path === '/_health_report') return jsonResponse(OVERVIEW);
      if (path === '/_health_report/shards_availability') return jsonResponse(many);
      return undefined;
    });
    const user = await renderHealth();
    const shards = await screen.findByRole('region', { name: 'Shards availability' }, SLOW);
    await user.click(within(shards).getByRole('button', { name: 'Show diagnoses' }));
    expect(await within(shards).findByText(/^and 50 more/, {}, SLOW)).toBeVisible();
    expect(within(shards).getAllByRole('link', { name: /^logs-\d+$/ })).toHaveLength(10);
    await user.click(within(shards).getByRole('button', { name: 'Show 50 more' }));
    expect(within(shards).getAllByRole('link', { name: /^logs-\d+$/ })).toHaveLength(60);
    expect(within(shards).getByRole('link', { name: 'logs-59' })).toBeVisible();
    expect(within(shards).queryByText(/more$/)).toBeNull();
  });

  it('does not ask again within its interval: Refresh waits, then asks', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = serve((path) =>
      path === '/_health_report' ? jsonResponse(OVERVIEW) : undefined,
    );
    const user = await renderHealth(testCluster(), true);
    await screen.findByRole('region', { name: 'Disk' }, SLOW);
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    expect(refresh).toBeDisabled();
    expect(screen.getByText(/it can be asked again at/)).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(HEALTH_REPORT_MIN_INTERVAL_MS - 5_000));
    expect(refresh).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(refresh).toBeEnabled();
    expect(reportCalls(calls)).toHaveLength(1);
    await user.click(refresh);
    await vi.waitFor(() => expect(reportCalls(calls)).toHaveLength(2));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled());
  });

  it('falls back to the rules where the cluster answers 400 "no handler", saying so', async () => {
    serve((path) =>
      path === '/_health_report'
        ? jsonResponse({ error: NO_HANDLER, status: 400 }, 400)
        : undefined,
    );
    await renderHealth();
    expect(
      await screen.findByText(/The cluster answered that it has no health report/, {}, SLOW),
    ).toBeVisible();
    expect(screen.getByText(`The cluster said: ${NO_HANDLER}`)).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Unassigned shards' }, SLOW)).toBeVisible();
  });

  it("shows the cluster's reason for a 403, and the rules beside it", async () => {
    const reason = 'action [cluster:monitor/health_api] is unauthorized for user [viewer]';
    serve((path) =>
      path === '/_health_report'
        ? jsonResponse({ error: { type: 'security_exception', reason }, status: 403 }, 403)
        : undefined,
    );
    await renderHealth();
    expect(
      await screen.findByText('The health report is not allowed for this user', {}, SLOW),
    ).toBeVisible();
    expect(screen.getByText(reason)).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Heap pressure' }, SLOW)).toBeVisible();
  });
});

describe('the health rules', { timeout: 30_000 }, () => {
  it('explains why rules are shown on OpenSearch, and names and explains the unassigned replica', async () => {
    const calls = serve();
    await renderHealth(opensearch());
    expect(
      await screen.findByText(
        /This cluster has no health report \(Elasticsearch 8.7\+\)/,
        {},
        SLOW,
      ),
    ).toBeVisible();
    const unassigned = await screen.findByRole('region', { name: 'Unassigned shards' }, SLOW);
    expect(within(unassigned).getByText('yellow')).toBeVisible();
    expect(within(unassigned).getByText('Shard copies checked: 2')).toBeVisible();
    // Grouped by the reason it is unassigned, the group explained by the allocation explain.
    const group = await within(unassigned).findByRole('region', { name: 'INDEX_CREATED' }, SLOW);
    expect(group).toHaveTextContent('1 shard');
    expect(within(group).getByText('same_shard')).toBeVisible();
    expect(within(group).getByText(SAME_SHARD)).toBeVisible();
    expect(within(group).getByRole('listitem')).toHaveTextContent('logs shard 0 (replica)');
    expect(within(group).getByRole('link', { name: 'logs' })).toHaveAttribute(
      'href',
      '/cluster/0/shards?index=logs',
    );
    const explained = calls.filter((call) => call.url.endsWith('/_cluster/allocation/explain'));
    expect(explained.map((call) => JSON.parse(call.body ?? '{}'))).toEqual([
      { index: 'logs', shard: 0, primary: false },
    ]);
    const disk = screen.getByRole('region', { name: 'Disk watermarks' });
    expect(disk).toHaveTextContent(
      "Threshold: 90%, from cluster.routing.allocation.disk.watermark.high (the engine's documented default).",
    );
    expect(within(disk).getByText('green')).toBeVisible();
    expect(screen.getByText('Cluster status:').nextSibling).toHaveTextContent('yellow');
    expect(reportCalls(calls)).toEqual([]);
  });

  it('says a rule could not check when its answer was refused; the others still show', async () => {
    serve((path) =>
      path.startsWith('/_nodes/')
        ? jsonResponse(
            {
              error: { type: 'security_exception', reason: 'no permission for node stats' },
              status: 403,
            },
            403,
          )
        : undefined,
    );
    await renderHealth(opensearch());
    const heap = await screen.findByRole('region', { name: 'Heap pressure' }, SLOW);
    expect(heap).toHaveTextContent('Could not check: no permission for node stats');
    expect(within(heap).getByText('unknown')).toBeVisible();
    const unassigned = screen.getByRole('region', { name: 'Unassigned shards' });
    expect(within(unassigned).getByRole('link', { name: 'logs' })).toBeVisible();
  });
});
