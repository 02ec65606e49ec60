// Writes persisted settings areas back to local storage. Each area names its
// storage key and what of the state it stores; an area is written only when that part of the
// state is a new object, so a change to one area never rewrites the others.
import { savePersisted } from '../lib/storage';

export interface PersistedArea<S> {
  key: string;
  select: (state: S) => unknown;
  /** The value written for the selected state, when it is not that state itself. */
  toStored?: (value: unknown) => unknown;
}

interface ObservableStore<S> {
  getState: () => S;
  subscribe: (listener: () => void) => () => void;
}

/** Starts writing the areas on every change; returns the function that stops it. */
export function persistAreas<S>(
  store: ObservableStore<S>,
  areas: readonly PersistedArea<S>[],
): () => void {
  const initial = store.getState();
  const last = new Map(areas.map((area) => [area.key, area.select(initial)]));
  return store.subscribe(() => {
    const state = store.getState();
    for (const area of areas) {
      const value = area.select(state);
      if (value === last.get(area.key)) continue;
      last.set(area.key, value);
      savePersisted(area.key, area.toStored ? area.toStored(value) : value);
    }
  });
}

/**
 * An area kept once per id (a cluster uuid, for instance): each entry of the selected record is
 * stored under `${prefix}${id}`.
 */
export interface PersistedKeyedArea<S> {
  prefix: string;
  select: (state: S) => Readonly<Record<string, unknown>>;
}

/** Starts writing each entry of the keyed areas that changes; returns the function that stops it. */
export function persistKeyedAreas<S>(
  store: ObservableStore<S>,
  areas: readonly PersistedKeyedArea<S>[],
): () => void {
  const initial = store.getState();
  const last = areas.map((area) => area.select(initial));
  return store.subscribe(() => {
    const state = store.getState();
    areas.forEach((area, position) => {
      const entries = area.select(state);
      const previous = last[position];
      if (entries === previous) return;
      last[position] = entries;
      for (const [id, value] of Object.entries(entries)) {
        if (value !== previous[id]) savePersisted(`${area.prefix}${id}`, value);
      }
    });
  });
}
