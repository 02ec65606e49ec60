import type { BrowserContext, Route } from '@playwright/test';
import { corsHeaders, enginePath, requestBody, type SentRequest } from './engineRoute';
import { filterByPath } from './filterPath';
import { fulfillFromSpec } from './specAnswer';
import { answer, parseCall } from './dataStreams/streamCalls';
import { DEFAULT_DATE } from './dataStreams/streamNames';
import { stateOf, type Store } from './dataStreams/streamState';
import type { DataStreamSeed, DataStreamState, DataStreamTemplate, Distribution } from './dataStreams/streamTypes';

// The data stream API of an engine, played in the browser: neither engine process of this suite
// serves data streams, so a Playwright route answers for them and keeps their state.
//
// Handled, on the engine's own URL only (the server's proxy goes on to the engine untouched):
//   GET    _data_stream[/{names}]           GET _data_stream[/{names}]/_stats[?human]
//   PUT    _data_stream/{name}              DELETE _data_stream/{names}
//   POST   {stream}/_rollover[?dry_run]
// Everything else goes on to the real engine.
//
// A route fixture: Elasticsearch answers are shaped after its documented examples, field for
// field (paths relative to api-specs):
//   elasticsearch/specification/indices/get_data_stream/examples/200_response/
//     indicesGetDataStreamResponseExample1.yaml
//   elasticsearch/specification/indices/data_streams_stats/examples/200_response/
//     indicesDataStreamStatsResponseExample1.yaml
//   elasticsearch/specification/indices/rollover/IndicesRolloverResponse.ts, with the conditions
//     of rollover/examples/request/indicesRolloverRequestExample1.yaml (the folder's 200 example
//     is an answer of GET _segments, so the response type is the reference).
// OpenSearch answers hold what OpenSearch itself writes: the required fields of DataStream in
// opensearch/spec/schemas/indices._common.yaml (name, timestamp_field, indices of index_name and
// index_uuid, generation, status, template), and backing indices named .ds-{stream}-{generation}
// without the date. Errors carry the engines' own types and reasons.

export interface DataStreamRouteOptions {
  distribution: Distribution;
  streams: DataStreamSeed[];
  templates?: DataStreamTemplate[];
  /** The day in Elasticsearch backing index names, yyyy.MM.dd. Default 2026.11.29. */
  date?: string;
}

export interface DataStreamsHandle {
  /** A copy of the stream's state now, or undefined when it does not exist. */
  get(name: string): DataStreamState | undefined;
  /** The stream names now, sorted. */
  names(): string[];
  /** Every request the route answered (preflights aside), in order. */
  requests: SentRequest[];
}

async function serve(route: Route, store: Store, engine: URL, requests: SentRequest[]): Promise<void> {
  const request = route.request();
  const url = new URL(request.url());
  const call = parseCall(enginePath(url, engine) ?? '');
  if (call === undefined) return route.fallback();
  const method = request.method();
  const cors = await corsHeaders(request);
  if (method === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
  const body = requestBody(request.postData());
  requests.push({ method, path: `${url.pathname}${url.search}`, body });
  const [status, json] = answer(store, call, method, url, body);
  // The engines leave error answers unfiltered.
  const filterPath = status < 400 ? url.searchParams.get('filter_path') : null;
  const product: Record<string, string> = store.distribution === 'elasticsearch' ? { 'x-elastic-product': 'Elasticsearch' } : {};
  const sent = filterPath === null ? json : filterByPath(json, filterPath);
  return fulfillFromSpec(route, { engine: store.distribution, method, path: url.pathname, status, body: json, sent, headers: { ...product, ...cors } });
}

/**
 * Plays the data stream API of `options.distribution` at `engineUrl` for this browser context,
 * starting from `options.streams`; other requests go on to the engine. Returns a handle on the
 * streams' state and the requests the app sent.
 */
export async function routeDataStreams(context: BrowserContext, engineUrl: string, options: DataStreamRouteOptions): Promise<DataStreamsHandle> {
  const date = options.date ?? DEFAULT_DATE;
  const streams = new Map(options.streams.map((seed) => [seed.name, stateOf(seed, options.distribution, date)]));
  const store: Store = { distribution: options.distribution, date, templates: options.templates ?? [], streams };
  const engine = new URL(engineUrl);
  const requests: SentRequest[] = [];
  await context.route(
    (url) => enginePath(url, engine) !== undefined,
    (route) => serve(route, store, engine, requests),
  );
  return {
    get: (name) => {
      const stream = streams.get(name);
      return stream === undefined ? undefined : structuredClone(stream);
    },
    names: () => [...streams.keys()].sort(),
    requests,
  };
}

/** `count` streams named logs-svc-00000, logs-svc-00001, ..., of varied generations and managers. */
export function dataStreamsOfCount(count: number): DataStreamSeed[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `logs-svc-${String(i).padStart(5, '0')}`,
    template: 'logs-svc',
    generation: 1 + (i % 5),
    status: i % 10 === 9 ? 'YELLOW' : 'GREEN',
    ...(i % 3 === 0 ? { ilmPolicy: 'logs-default' } : i % 3 === 1 ? { lifecycle: { dataRetention: '30d' } } : {}),
    docs: i * 100,
    ageDays: i % 14,
    storeSizeBytes: 4096 * (i + 1),
    maximumTimestamp: Date.UTC(2026, 10, 29) - (i % 1440) * 60_000,
  }));
}
