// A screen's first data, declared once. Each query a screen shows when it opens is a ScreenQuery:
// the cache endpoint and how its argument is read from the store (and from the screen's own
// choices, which start at their defaults). The route's opening starts every query of the screen
// (openScreenQueries) and the screen's hooks read them (useScreenQuery), so both ask for the same
// entry: the screen's first render finds the opening's answer instead of asking again.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import {
  skipToken,
  type ApiEndpointQuery,
  type QueryArgFrom,
  type QueryDefinition,
  type SkipToken,
} from '@reduxjs/toolkit/query';
import type { TypedUseQueryHookResult } from '@reduxjs/toolkit/query/react';
import { useEffect, useState } from 'react';
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import { ASKED_ON_OPEN_S, ON_OPEN } from './clusterApi';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any endpoint of the cache
type AnyDefinition = QueryDefinition<any, any, any, any, any>;

/** A query endpoint of the cluster data cache, with its React hook. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any endpoint of the cache
export type ScreenEndpoint = ApiEndpointQuery<AnyDefinition, any> & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each endpoint types its own
  useQuery: (...args: any[]) => unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each endpoint types its own
  useQueryState: (...args: any[]) => any;
};

type DefinitionOf<E extends ScreenEndpoint> =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches any definitions
  E extends ApiEndpointQuery<infer D, any> ? D : never;

type ArgOf<E extends ScreenEndpoint> = QueryArgFrom<DefinitionOf<E>>;

/** What the endpoint's hook returns. */
type HookResultOf<E extends ScreenEndpoint> =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches any tags and path
  DefinitionOf<E> extends QueryDefinition<infer Arg, infer Base, any, infer Result, any>
    ? TypedUseQueryHookResult<Result, Arg, Base>
    : never;

/** How a screen's hook uses the cache entry its opening asked for. */
export interface MountedOptions {
  /**
   * Seconds: the hook asks again when the answer is older (a list that must not show an old
   * answer); by default it shows the cached answer.
   */
  refetchOnMountOrArgChange?: number;
}

/** `State`: the app's state, which the layers below the app know by its type only. */
export interface ScreenQuery<E extends ScreenEndpoint, Local, State> {
  readonly endpoint: E;
  /**
   * The argument in `state` (skipToken: nothing to ask). `local` is the screen's own choice (a
   * health filter, say); the opening asks with it undefined, the screen's default.
   */
  arg(state: State, local?: Local): ArgOf<E> | SkipToken;
  readonly mounted: MountedOptions;
  /**
   * Whether the opening asks again when the cache holds an answer: yes for cluster data (a fresh
   * answer at each opening); no for data the screen itself edits in the cache.
   */
  readonly refreshOnOpen: boolean;
}

/**
 * For a list that must never show an old answer: the hook reuses the opening's answer when it is
 * younger than ASKED_ON_OPEN_S, and asks again otherwise.
 */
export const ASK_WHEN_OLD: MountedOptions = { refetchOnMountOrArgChange: ASKED_ON_OPEN_S };

export function screenQuery<E extends ScreenEndpoint, State, Local = undefined>(
  endpoint: E,
  arg: (state: State, local?: Local) => ArgOf<E> | SkipToken,
  options: { mounted?: MountedOptions; refreshOnOpen?: boolean } = {},
): ScreenQuery<E, Local, State> {
  const { mounted = {}, refreshOnOpen = true } = options;
  return { endpoint, arg, mounted, refreshOnOpen };
}

/** A screen query of any endpoint, as a screen's list of them holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any screen's own choice
export type AnyScreenQuery = ScreenQuery<ScreenEndpoint, any, any>;

/** Work of an opening: a thunk that resolves once its answers are in. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the app's state, known above
export type Opening = ThunkAction<Promise<unknown>, any, unknown, UnknownAction>;

/** What a screen shows first: the route's opening asks for it, the screen's hooks read it. */
export interface ScreenData {
  /** Every query the screen's first render reads, each read with `useScreenQuery`. */
  readonly queries: readonly AnyScreenQuery[];
  /**
   * Work besides the queries, for a screen opened at address `opened` (the search screen's stored
   * view and its results, say).
   */
  readonly also?: (opened: URL) => Opening;
}

/**
 * Asks for `query` as the screen's first render will, with the screen's own choice `local`
 * (undefined: its default; a choice read from the opened address, say a route parameter).
 */
export function openScreenQuery<E extends ScreenEndpoint, State, Local>(
  query: ScreenQuery<E, Local, State>,
  local?: Local,
): Opening {
  return (dispatch, getState) => {
    const arg = query.arg(getState() as State, local);
    if (arg === skipToken) return Promise.resolve(undefined);
    const options = query.refreshOnOpen ? ON_OPEN : { ...ON_OPEN, forceRefetch: false };
    const asked = dispatch(query.endpoint.initiate(arg, options));
    rememberOpeningAsk(asked.requestId);
    return asked;
  };
}

/** The openings' asks of the last `ASKED_ON_OPEN_S` seconds: request id, when asked. */
const openingAsks = new Map<string, number>();

function rememberOpeningAsk(requestId: string): void {
  const now = Date.now();
  for (const [id, asked] of openingAsks) {
    if (now - asked >= ASKED_ON_OPEN_S * 1000) openingAsks.delete(id);
  }
  openingAsks.set(requestId, now);
}

/**
 * Asks for every query of `queries` with the screen's defaults, as the screen's first render will:
 * the thunk resolves once every answer is in (failures included; the screen reports them).
 */
export function openScreenQueries(queries: readonly AnyScreenQuery[]): Opening {
  return (dispatch) => Promise.all(queries.map((query) => dispatch(openScreenQuery(query))));
}

/** The opening of a screen with first data `data`, opened at address `opened`. */
export function openScreen(data: ScreenData, opened: URL): Opening {
  return (dispatch) =>
    Promise.all([
      dispatch(openScreenQueries(data.queries)),
      data.also && dispatch(data.also(opened)),
    ]);
}

/** When the entry's answer is a failure the opening asked for just now: the time it was asked. */
function failedOnOpening(entry: {
  status?: string;
  requestId?: string;
  startedTimeStamp?: number;
}): number | null {
  const asked = entry.startedTimeStamp;
  const opening = entry.requestId !== undefined && openingAsks.has(entry.requestId);
  if (entry.status !== 'rejected' || asked === undefined || !opening) return null;
  return Date.now() - asked < ASKED_ON_OPEN_S * 1000 ? asked : null;
}

/**
 * A screen's hook reads `query` with the screen's own choice `local`: the same cache entry its
 * opening asked for while `local` is the default. `options` adds polling, say.
 *
 * A request of the opening that failed is shown as it failed, not sent again by the mount (the
 * cache asks again for a failed entry whenever a view subscribes to it): the hook subscribes once
 * the user asks again (`refetch`), once that entry is asked for or dropped by someone else, or,
 * polled, when its next turn comes.
 */
export function useScreenQuery<E extends ScreenEndpoint, State, Local = undefined>(
  query: ScreenQuery<E, Local, State>,
  local?: Local,
  options: { pollingInterval?: number; skip?: boolean } = {},
): HookResultOf<E> {
  const dispatch = useDispatch();
  const arg = useSelector((state: State) => query.arg(state, local), shallowEqual);
  const entry = query.endpoint.useQueryState(arg) as HookResultOf<E> & {
    startedTimeStamp?: number;
  };
  const [failedAsk] = useState(() => failedOnOpening(entry));
  const [askedAgain, setAskedAgain] = useState(false);
  const holding =
    !askedAgain &&
    failedAsk !== null &&
    entry.status === 'rejected' &&
    entry.startedTimeStamp === failedAsk;
  // A polled query asks again when its next turn comes after the opening's ask.
  const { pollingInterval } = options;
  useEffect(() => {
    if (!holding || !pollingInterval) return undefined;
    const timer = setTimeout(
      () => setAskedAgain(true),
      Math.max(0, failedAsk + pollingInterval - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [holding, pollingInterval, failedAsk]);
  const subscribed = query.endpoint.useQuery(arg, {
    ...query.mounted,
    ...options,
    skip: options.skip || holding,
  }) as HookResultOf<E>;
  if (!holding) return subscribed;
  const refetch = () => {
    setAskedAgain(true);
    return dispatch(query.endpoint.initiate(arg, ON_OPEN) as unknown as UnknownAction);
  };
  return { ...entry, refetch } as HookResultOf<E>;
}
