// Engine versions in the REST console's catalogue: comparing them, and the version from which an
// endpoint is offered.
//
// The specifications give most endpoints the version that added them (`since`), not all: core
// endpoints described before versions were recorded have none (`indices.create`, `cat.indices`,
// `snapshot.create`), and neither have some recent ones (ES|QL's `_query/data_source`). An
// endpoint without one takes the earliest `since` of its namespace (the name before the first
// dot, `esql` of `esql.get_data_source`) only when that namespace came after the oldest major
// line the console supports: such a namespace did not exist on the oldest clusters at all, so
// none of its endpoints can be older than it. Any other endpoint without one is offered on every
// version: its namespace (root, cat, indices, snapshot...) is as old as the supported lines, and
// taking its earliest recorded `since` (snapshot's 7.4.0, from an endpoint added later) would hide
// core endpoints from clusters that have them. A namespace with no `since` at all (Elasticsearch's
// graph, xpack and profiling, OpenSearch's ism) is offered on every version too: its age is not
// known, most such namespaces are old, and a cluster answers an endpoint it lacks with an error
// the console shows.
import { compareVersions, SUPPORTED_MAJOR_VERSIONS } from '../../../engine/version';
import type { Catalogue, CatalogueEndpoint } from './catalogueTypes';

/** The oldest major line of each engine the console supports. */
export const OLDEST_SUPPORTED_MAJOR: Record<Catalogue['engine'], number> = {
  elasticsearch: Math.min(...SUPPORTED_MAJOR_VERSIONS),
  // OpenSearch's own lines: 1, 2 and 3 are all current.
  opensearch: 1,
};

/** The namespace of an endpoint: its name before the first dot ('' for `search`, `bulk`...). */
export function namespaceOf(endpoint: CatalogueEndpoint): string {
  const dot = endpoint.name.indexOf('.');
  return dot < 0 ? '' : endpoint.name.slice(0, dot);
}

/** Namespace -> the earliest `since` of its endpoints (absent when none has one). */
function earliestSinceByNamespace(catalogue: Catalogue): Map<string, string> {
  const earliest = new Map<string, string>();
  for (const endpoint of catalogue.endpoints) {
    if (!endpoint.since) continue;
    const namespace = namespaceOf(endpoint);
    const known = earliest.get(namespace);
    if (known === undefined || compareVersions(endpoint.since, known) < 0) {
      earliest.set(namespace, endpoint.since);
    }
  }
  return earliest;
}

const offeredSince = new WeakMap<Catalogue, Map<CatalogueEndpoint, string | undefined>>();

/**
 * Endpoint -> the version from which it is offered (undefined: every version): its own `since`,
 * else its namespace's earliest one when the namespace came after the oldest supported major line
 * (see above). Worked out once per catalogue.
 */
export function sinceOfEndpoints(
  catalogue: Catalogue,
): ReadonlyMap<CatalogueEndpoint, string | undefined> {
  let since = offeredSince.get(catalogue);
  if (!since) {
    const earliest = earliestSinceByNamespace(catalogue);
    const newerThan = `${OLDEST_SUPPORTED_MAJOR[catalogue.engine] + 1}.0.0`;
    since = new Map();
    for (const endpoint of catalogue.endpoints) {
      const inherited = earliest.get(namespaceOf(endpoint));
      const isNew = inherited !== undefined && compareVersions(inherited, newerThan) >= 0;
      since.set(endpoint, endpoint.since ?? (isNew ? inherited : undefined));
    }
    offeredSince.set(catalogue, since);
  }
  return since;
}
