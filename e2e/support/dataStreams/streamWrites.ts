// PUT and DELETE _data_stream/{name}, and POST {stream}/_rollover.
import { error, type Answer } from '../engineRoute';
import { indexUuid } from '../indexNames';
import { decideRollover } from './rolloverConditions';
import { backingIndexName, matchingTemplate } from './streamNames';
import { EMPTY_INDEX_BYTES, noSuchIndex, resolve, stateOf, type Store } from './streamState';

export function createStream(store: Store, name: string): Answer {
  if (store.streams.has(name)) return error(400, 'resource_already_exists_exception', `data_stream [${name}] already exists`);
  if (name.toLowerCase() !== name) return error(400, 'illegal_argument_exception', `data_stream [${name}] must be lowercase`);
  if (name.startsWith('.ds-')) return error(400, 'illegal_argument_exception', `data_stream [${name}] must not start with '.ds-'`);
  const template = matchingTemplate(name, store.templates);
  if (template === undefined) return error(400, 'illegal_argument_exception', `no matching index template found for data stream [${name}]`);
  store.streams.set(name, stateOf({ name, template }, store.distribution, store.date));
  return [200, { acknowledged: true }];
}

export function deleteStreams(store: Store, names: string, query: URLSearchParams): Answer {
  const resolved = resolve(store, names, query);
  if ('missing' in resolved) {
    // OpenSearch deletes what the names match and acknowledges even when nothing matched.
    if (store.distribution === 'opensearch') return [200, { acknowledged: true }];
    return noSuchIndex(resolved.missing);
  }
  for (const name of resolved.names) store.streams.delete(name);
  return [200, { acknowledged: true }];
}


/** The conditions of a rollover body, or the engine's refusal of the body. */
function rolloverConditionsOf(body: unknown): { conditions: Record<string, unknown> } | { refusal: Answer } {
  if (body === null) return { conditions: {} };
  if (typeof body !== 'object' || Array.isArray(body)) return { refusal: error(400, 'x_content_parse_exception', '[rollover] failed to parse the request body') };
  const fields = body as Record<string, unknown>;
  for (const key of ['settings', 'mappings', 'aliases']) {
    const value = fields[key];
    if (value !== null && typeof value === 'object' && Object.keys(value).length > 0) {
      const reason = 'aliases, mappings, and index settings may not be specified when rolling over a data stream';
      return { refusal: error(400, 'illegal_argument_exception', reason) };
    }
  }
  const unknown = Object.keys(fields).find((key) => !['conditions', 'settings', 'mappings', 'aliases'].includes(key));
  if (unknown !== undefined) return { refusal: error(400, 'x_content_parse_exception', `[rollover] unknown field [${unknown}]`) };
  const conditions = fields.conditions ?? {};
  if (typeof conditions !== 'object' || conditions === null || Array.isArray(conditions)) {
    return { refusal: error(400, 'x_content_parse_exception', '[rollover] failed to parse field [conditions]') };
  }
  return { conditions: conditions as Record<string, unknown> };
}

export function rollover(store: Store, name: string, query: URLSearchParams, body: unknown): Answer {
  const stream = store.streams.get(name);
  if (stream === undefined) {
    const reason = `rollover target [${name}] does not exist`;
    return store.distribution === 'elasticsearch' ? error(404, 'resource_not_found_exception', reason) : error(400, 'illegal_argument_exception', reason);
  }
  const requested = rolloverConditionsOf(body);
  if ('refusal' in requested) return requested.refusal;
  const stats = { docs: stream.docs, ageDays: stream.ageDays, bytes: stream.writeIndexBytes };
  const decision = decideRollover(store.distribution, requested.conditions, stats);
  if ('status' in decision) return error(decision.status, decision.type, decision.reason);
  const dryRun = query.has('dry_run') && query.get('dry_run') !== 'false';
  const oldIndex = stream.indices[stream.indices.length - 1].name;
  const newIndex = backingIndexName(store.distribution, name, stream.generation + 1, store.date);
  const rolledOver = decision.rollsOver && !dryRun;
  if (rolledOver) {
    stream.generation += 1;
    stream.indices.push({ name: newIndex, uuid: indexUuid(newIndex) });
    Object.assign(stream, { docs: 0, ageDays: 0, writeIndexBytes: 0, storeSizeBytes: stream.storeSizeBytes + EMPTY_INDEX_BYTES });
  }
  return [
    200,
    {
      acknowledged: rolledOver,
      shards_acknowledged: rolledOver,
      old_index: oldIndex,
      new_index: newIndex,
      rolled_over: rolledOver,
      dry_run: dryRun,
      conditions: decision.conditions,
    },
  ];
}
