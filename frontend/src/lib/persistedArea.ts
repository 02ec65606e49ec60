// One persisted settings area, declared once: the local-storage key it is kept under, its
// defaults, and how a stored value is read back. The store reads every area from its
// declaration when it starts and writes it back under the same key.
import { loadPersisted } from './storage';

export interface PersistedAreaDeclaration<T> {
  /** The local-storage key. */
  readonly key: string;
  /**
   * A fresh copy of the state when nothing usable is stored. Called when the store starts, so
   * defaults taken from the browser (the system theme, the browser language) are current.
   */
  readonly defaults: () => T;
  /**
   * The state of a decoded stored value, or null when it is unusable: then the defaults are
   * used and the key is reported as dropped. A parser may keep the usable part of a value.
   */
  readonly parse: (raw: unknown) => T | null;
  /**
   * The value written under the key, when it is not the state itself: an area may leave out
   * what must not be kept in local storage (it then keeps that elsewhere, and `parse` puts it
   * back).
   */
  readonly toStored?: (state: T) => unknown;
}

export function definePersistedArea<T>(
  area: PersistedAreaDeclaration<T>,
): PersistedAreaDeclaration<T> {
  return area;
}

/** The area's state as stored, or its defaults when nothing usable is stored. */
export function readPersistedArea<T>(area: PersistedAreaDeclaration<T>): T {
  return loadPersisted(area.key, area.parse, area.defaults());
}

/** The declarations of several areas, by the name of the state each one holds. */
export type PersistedAreaDeclarations<S> = {
  readonly [K in keyof S]: PersistedAreaDeclaration<S[K]>;
};

/** Every area's state as stored, by the same names: the store's state at start-up. */
export function readPersistedAreas<S>(areas: PersistedAreaDeclarations<S>): S {
  const state: Partial<S> = {};
  for (const name of Object.keys(areas) as (keyof S)[]) {
    state[name] = readPersistedArea(areas[name]);
  }
  return state as S;
}

/** A stored object's field when it is a boolean, else `fallback`. */
export function readBoolean(raw: Record<string, unknown>, key: string, fallback: boolean): boolean {
  const value = raw[key];
  return typeof value === 'boolean' ? value : fallback;
}

/** A stored object's field when it is a string, else `fallback`. */
export function readString(raw: Record<string, unknown>, key: string, fallback: string): string {
  const value = raw[key];
  return typeof value === 'string' ? value : fallback;
}
