// An engine's API catalogue, fetched with the console's code (never with the first page): one
// chunk per engine, loaded once per page.
import { useEffect, useState } from 'react';
import type { Distribution } from '../../../engine/version';
import type { Catalogue } from './catalogueTypes';

const CHUNKS: Record<Distribution, () => Promise<{ default: unknown }>> = {
  elasticsearch: () => import('./elasticsearch.json'),
  opensearch: () => import('./opensearch.json'),
};

/** The catalogues loaded or on their way (a cache: one load per engine per page). */
const loads = new Map<Distribution, Promise<Catalogue>>();

/** The catalogue of `distribution`; rejects when its chunk cannot be fetched (then tries again). */
export function loadCatalogue(distribution: Distribution): Promise<Catalogue> {
  let load = loads.get(distribution);
  if (!load) {
    load = CHUNKS[distribution]().then((module) => module.default as Catalogue);
    load.catch(() => loads.delete(distribution));
    loads.set(distribution, load);
  }
  return load;
}

/** The catalogue of `distribution` once loaded; null before (or when it cannot be fetched). */
export function useCatalogue(distribution: Distribution): Catalogue | null {
  const [loaded, setLoaded] = useState<{ distribution: Distribution; catalogue: Catalogue } | null>(
    null,
  );
  useEffect(() => {
    let current = true;
    // Fetched and parsed once the console has painted: it never delays the console's first frame.
    const start = () =>
      loadCatalogue(distribution).then(
        (catalogue) => {
          if (current) setLoaded({ distribution, catalogue });
        },
        () => undefined,
      );
    const idle = typeof requestIdleCallback === 'function';
    const handle = idle ? requestIdleCallback(start, { timeout: 500 }) : setTimeout(start, 0);
    return () => {
      current = false;
      if (idle) cancelIdleCallback(handle);
      else clearTimeout(handle);
    };
  }, [distribution]);
  return loaded?.distribution === distribution ? loaded.catalogue : null;
}
