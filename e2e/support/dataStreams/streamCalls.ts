// Which data stream call a request makes, and its answer.
import { decoded, error, type Answer } from '../engineRoute';
import type { Store } from './streamState';
import { getStats, getStreams } from './streamReads';
import { createStream, deleteStreams, rollover } from './streamWrites';

/** A data stream call this route plays, read from the path; names are decoded. */
export type DataStreamCall =
  | { kind: 'list' }
  | { kind: 'stats'; names?: string }
  | { kind: 'streams'; names: string }
  | { kind: 'rollover'; target: string };

/**
 * The call a path below the engine's URL makes (leading slash optional, no query string), or
 * undefined when it is none this route plays.
 */
export function parseCall(path: string): DataStreamCall | undefined {
  const parts = path.split('/').filter((part) => part !== '').map(decoded);
  const [first, second, third] = parts;
  if (first === '_data_stream') {
    if (parts.length === 1) return { kind: 'list' };
    if (parts.length === 2 && second === '_stats') return { kind: 'stats' };
    if (parts.length === 3 && third === '_stats') return { kind: 'stats', names: second };
    if (parts.length === 2 && !second.startsWith('_')) return { kind: 'streams', names: second };
    return undefined;
  }
  if (parts.length === 2 && second === '_rollover' && !first.startsWith('_')) return { kind: 'rollover', target: first };
  return undefined;
}

function wrongMethod(uri: string, method: string, allowed: string): Answer {
  return [405, { error: `Incorrect HTTP method for uri [${uri}] and method [${method}], allowed: [${allowed}]`, status: 405 }];
}

export function answer(store: Store, call: DataStreamCall, method: string, url: URL, body: unknown): Answer {
  const query = url.searchParams;
  // OpenSearch's handlers of GET, PUT and DELETE _data_stream read no expand_wildcards, and
  // OpenSearch refuses a parameter no handler reads.
  if (store.distribution === 'opensearch' && (call.kind === 'list' || call.kind === 'streams') && query.has('expand_wildcards')) {
    return error(400, 'illegal_argument_exception', `request [${url.pathname}] contains unrecognized parameter: [expand_wildcards]`);
  }
  switch (call.kind) {
    case 'list':
      return method === 'GET' ? getStreams(store, undefined, query) : wrongMethod(url.pathname, method, 'GET');
    case 'stats':
      return method === 'GET' ? getStats(store, call.names, query) : wrongMethod(url.pathname, method, 'GET');
    case 'rollover':
      return method === 'POST' ? rollover(store, call.target, query, body) : wrongMethod(url.pathname, method, 'POST');
    case 'streams':
      if (method === 'GET') return getStreams(store, call.names, query);
      if (method === 'PUT') return createStream(store, call.names);
      if (method === 'DELETE') return deleteStreams(store, call.names, query);
      return wrongMethod(url.pathname, method, 'GET, DELETE, PUT');
  }
}
