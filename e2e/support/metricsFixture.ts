import type { BrowserContext, Request, Route } from '@playwright/test';
import type { Engine } from '../fixtures/test';
import { corsHeaders, enginePath } from './engineRoute';
import { errorBody } from './fakeCluster';
import { filterByPath } from './filterPath';
import { fulfillFromSpec } from './specAnswer';

// Answers of `_nodes/stats` for the Metrics screen's route fixtures, shaped after the engines'
// documented node statistics (Elasticsearch's nodes/_types/Stats.ts, OpenSearch's
// schemas/nodes.stats.yaml): nodes whose counters grow by a fixed amount per step and whose heap
// is a chosen share of its maximum; and the engines' refusal of a user without the monitor
// privilege.

export interface StatsNode {
  id: string;
  name: string;
  roles: string[];
}

export interface StatsStep {
  /** The sample's number: each counter holds its start plus `step` times its growth. */
  step: number;
  /** The nodes' clock at step 0 (ms since the epoch). */
  start: number;
  /** The ms each step adds to the nodes' clock. */
  stepMs: number;
  /** The heap used, as a share of the maximum (0.5 unless told). */
  heapShare?: number;
}

const GIB = 1024 ** 3;
const MIB = 1024 ** 2;

/** How much each counter grows per step: per second, at one step a second. */
export const PER_STEP = { indexed: 120, queries: 40, fetches: 30, gets: 10 } as const;

type EngineKind = Engine['kind'];

/** Fields one engine documents and the other does not. */
const only = <T extends object>(
  engine: EngineKind,
  documentedBy: EngineKind,
  fields: T,
): Partial<T> => (engine === documentedBy ? fields : {});

const pool = (queue: number) => ({
  threads: 4,
  queue,
  active: 1,
  rejected: 0,
  largest: 4,
  completed: 12_345,
});

const breaker = (limit: number, estimated: number, overhead: number) => ({
  limit_size_in_bytes: Math.round(limit),
  limit_size: `${(Math.round(limit) / MIB).toFixed(1)}mb`,
  estimated_size_in_bytes: estimated,
  estimated_size: `${(estimated / MIB).toFixed(1)}mb`,
  overhead,
  tripped: 0,
});

/** One node's statistics at a step, with the groups the Metrics screen reads (and a few it does not). */
function nodeStats(
  engine: EngineKind,
  node: StatsNode,
  index: number,
  { step, start, stepMs, heapShare = 0.5 }: StatsStep,
) {
  const timestamp = start + step * stepMs;
  const base = 1000 * (index + 1);
  return {
    timestamp,
    name: node.name,
    transport_address: `127.0.0.${index + 1}:9300`,
    host: `127.0.0.${index + 1}`,
    ip: `127.0.0.${index + 1}:9300`,
    roles: node.roles,
    attributes: {},
    indices: {
      docs: {
        count: base * 10 + step * PER_STEP.indexed,
        deleted: 0,
        ...only(engine, 'elasticsearch', { total_size_in_bytes: base * MIB }),
      },
      store: { size_in_bytes: base * MIB, reserved_in_bytes: 0 },
      indexing: {
        index_total: base + step * PER_STEP.indexed,
        index_time_in_millis: base / 2 + step * 6,
        index_current: 0,
        index_failed: 0,
        delete_total: 0,
        delete_time_in_millis: 0,
        delete_current: 0,
        noop_update_total: 0,
        ...only(engine, 'elasticsearch', { index_failed_due_to_version_conflict: 0 }),
        is_throttled: false,
        throttle_time_in_millis: 0,
      },
      get: {
        total: base + step * PER_STEP.gets,
        time_in_millis: base,
        exists_total: base,
        exists_time_in_millis: base,
        missing_total: 0,
        missing_time_in_millis: 0,
        current: 0,
      },
      search: {
        open_contexts: 0,
        query_total: base + step * PER_STEP.queries,
        query_time_in_millis: base * 2 + step * 80,
        query_current: 0,
        fetch_total: base + step * PER_STEP.fetches,
        fetch_time_in_millis: base / 2 + step * 15,
        fetch_current: 0,
        scroll_total: 0,
        scroll_time_in_millis: 0,
        scroll_current: 0,
        suggest_total: 0,
        suggest_time_in_millis: 0,
        suggest_current: 0,
        ...only(engine, 'elasticsearch', { query_failure: 0, fetch_failure: 0 }),
      },
      merges: {
        current: 0,
        current_docs: 0,
        current_size_in_bytes: 0,
        total: base / 100 + Math.floor(step / 5),
        total_time_in_millis: base,
        total_docs: base,
        total_size_in_bytes: base * MIB,
        total_stopped_time_in_millis: 0,
        total_throttled_time_in_millis: 0,
        total_auto_throttle_in_bytes: 20 * MIB,
      },
      segments: {
        count: 40 + index + (step % 7),
        memory_in_bytes: 0,
        terms_memory_in_bytes: 0,
        stored_fields_memory_in_bytes: 0,
        term_vectors_memory_in_bytes: 0,
        norms_memory_in_bytes: 0,
        points_memory_in_bytes: 0,
        doc_values_memory_in_bytes: 0,
        index_writer_memory_in_bytes: 0,
        version_map_memory_in_bytes: 0,
        fixed_bit_set_memory_in_bytes: 0,
        max_unsafe_auto_id_timestamp: -1,
        file_sizes: {},
      },
    },
    os: {
      timestamp,
      cpu: {
        percent: 12 + ((step * 7 + index * 13) % 30),
        load_average: { '1m': 1.5 + (step % 5) / 10, '5m': 1.2, '15m': 1 },
      },
      mem: {
        total_in_bytes: 16 * GIB,
        free_in_bytes: 4 * GIB,
        used_in_bytes: 12 * GIB,
        free_percent: 25,
        used_percent: 75,
      },
    },
    process: {
      timestamp,
      open_file_descriptors: 300 + index + (step % 11),
      max_file_descriptors: 65_535,
      cpu: { percent: 5 + ((step * 3 + index) % 15), total_in_millis: base * 60 + step * 200 },
      mem: { total_virtual_in_bytes: 8 * GIB },
    },
    jvm: {
      timestamp,
      uptime_in_millis: base * 3600 + step * stepMs,
      mem: {
        heap_used_in_bytes: Math.round(heapShare * GIB) - ((step * 37 + index * 11) % 50) * MIB,
        heap_used_percent: Math.round(heapShare * 100),
        heap_committed_in_bytes: GIB,
        heap_max_in_bytes: GIB,
        non_heap_used_in_bytes: 150 * MIB,
        non_heap_committed_in_bytes: 160 * MIB,
      },
      threads: { count: 80, peak_count: 90 },
      gc: {
        collectors: {
          young: { collection_count: base / 10 + step, collection_time_in_millis: base + step * 9 },
          old: { collection_count: 0, collection_time_in_millis: 0 },
        },
      },
    },
    thread_pool: { get: pool(0), search: pool(step % 3), write: pool(step % 4) },
    fs: {
      timestamp,
      total: {
        total_in_bytes: 100 * GIB,
        free_in_bytes: 62 * GIB,
        available_in_bytes: 60 * GIB - index * GIB,
      },
    },
    http: {
      current_open: 3 + (step % 4),
      total_opened: base / 10 + step * 2,
      ...only(engine, 'elasticsearch', { routes: {} }),
    },
    breakers: {
      request: breaker(0.6 * GIB, 0, 1),
      fielddata: breaker(0.4 * GIB, 0, 1.03),
      in_flight_requests: breaker(GIB, 1024, 2),
      parent: breaker(0.95 * GIB, 520 * MIB, 1),
    },
  };
}

/** An engine's answer of `GET _nodes/stats` for `nodes` at a step. */
export function nodeStatsAnswer(engine: EngineKind, nodes: readonly StatsNode[], at: StatsStep) {
  const stats = Object.fromEntries(
    nodes.map((node, index) => [node.id, nodeStats(engine, node, index, at)]),
  );
  return {
    _nodes: { total: nodes.length, successful: nodes.length, failed: 0 },
    cluster_name: 'metrics-e2e',
    nodes: stats,
  };
}

/** The engine's refusal of `_nodes/stats` to a user without the monitor privilege. */
export function monitorForbidden(engine: EngineKind, user: string) {
  const reason =
    engine === 'elasticsearch'
      ? `action [cluster:monitor/nodes/stats] is unauthorized for user [${user}] with effective roles [viewer_of_nothing], this action is granted by the cluster privileges [monitor,manage,all]`
      : `no permissions for [cluster:monitor/nodes/stats] and User [name=${user}, backend_roles=[], requestedTenant=null]`;
  return errorBody(403, 'security_exception', reason);
}

/** The sampler's request: the statistics of every node, from the engine at `base` (or a proxy's path to it). */
export function isNodeStats(request: Request, base: { url: string }): boolean {
  const path = enginePath(new URL(request.url()), new URL(base.url));
  return path !== undefined && /^_nodes\/stats(\/|$)/.test(path) && request.method() !== 'OPTIONS';
}

/**
 * Answers the page's `_nodes/stats` requests to the engine (or a proxy path to it, at `engine.url`) with `answer(n)` (n counts the answers
 * from 0), checked against the engine's specification and cut down to the request's filter_path as
 * the engine would; every other request goes on.
 */
export async function routeNodeStats(
  context: BrowserContext,
  engine: Pick<Engine, 'kind' | 'url'>,
  answer: (n: number) => { status?: number; body: unknown },
): Promise<{ count: () => number }> {
  let count = 0;
  await context.route(
    (url) => url.origin === new URL(engine.url).origin,
    async (route: Route) => {
      const request = route.request();
      if (!isNodeStats(request, engine)) {
        await route.fallback();
        return;
      }
      const url = new URL(request.url());
      const path = `/${enginePath(url, new URL(engine.url))}`;
      const { status = 200, body } = answer(count);
      count += 1;
      const filter = url.searchParams.get('filter_path');
      await fulfillFromSpec(route, {
        engine: engine.kind,
        method: 'GET',
        path,
        status,
        body,
        sent: status === 200 && filter ? filterByPath(body, filter) : body,
        headers: await corsHeaders(request),
      });
    },
  );
  return { count: () => count };
}
