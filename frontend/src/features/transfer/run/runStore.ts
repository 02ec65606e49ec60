// The state of a run kept outside React, one per tab (an import, an export, a copy): the run
// changes it, the screen reads it, and leaving the screen does not lose it.
import { useSyncExternalStore } from 'react';

export interface RunStore<S> {
  /** The state now. */
  get(): S;
  /** Sets the state and tells every reader. */
  publish(next: S): void;
  subscribe(listener: () => void): () => void;
}

export function runStore<S>(initial: S): RunStore<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    publish(next) {
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The state of `store`, for components: they render again when it changes. */
export function useRunState<S>(store: RunStore<S>): S {
  return useSyncExternalStore(store.subscribe, store.get);
}
