// Whether the indices an import writes to are still the ones it started with. A cluster that
// makes an index on its first write (the default of both engines) answers the documents sent
// after an index was removed by making a new, empty one of the same name: the bulk answers say
// nothing of it, but the new index has another uuid. Each concrete index a name stands for (an
// index, or an alias's indices) is known by its uuid at the start; the run later asks again.
import { escapeIndexName } from '../lib/indexName';
import { isRecord } from '../lib/storage';
import type { EngineRequest } from './exportRequests';

/** The uuid of every concrete index `name` stands for: `GET {name}/_settings/index.uuid`. */
export function indexUuidsRequest(name: string): EngineRequest {
  return {
    method: 'GET',
    path: `${escapeIndexName(name)}/_settings/index.uuid`,
    params: { flat_settings: 'true' },
  };
}

/** The uuids an answer to indexUuidsRequest gives, by index name; indices without one left out. */
export function indexUuids(answer: unknown): Map<string, string> {
  const uuids = new Map<string, string>();
  if (!isRecord(answer)) return uuids;
  for (const [index, value] of Object.entries(answer)) {
    const settings = isRecord(value) ? value.settings : undefined;
    const uuid = isRecord(settings) ? settings['index.uuid'] : undefined;
    if (typeof uuid === 'string' && uuid !== '') uuids.set(index, uuid);
  }
  return uuids;
}

/**
 * The first index known at the start that is gone or was made again since (another uuid), or
 * null when each is still there. Indices added since (an alias rolled over) do not count.
 */
export function replacedIndex(
  before: ReadonlyMap<string, string>,
  now: ReadonlyMap<string, string>,
): string | null {
  for (const [index, uuid] of before) if (now.get(index) !== uuid) return index;
  return null;
}
