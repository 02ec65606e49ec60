// The request state for an RTK Query result, as LoaderStatus shows it.
import { IDLE_REQUEST_STATE, LOADING_REQUEST_STATE, requestStateFromError } from './errors';
import type { RequestState } from './types';

interface QueryResultState {
  /** No data yet and a call running (RTK Query's isLoading). */
  isLoading: boolean;
  error?: unknown;
}

/**
 * Loading only before the first answer, so a refresh (a reload, auto-refresh, polling) keeps
 * the content on screen; a failure of the last call shows as its error.
 */
export function queryRequestState({ isLoading, error }: QueryResultState): RequestState {
  if (isLoading) return LOADING_REQUEST_STATE;
  return error === undefined ? IDLE_REQUEST_STATE : requestStateFromError(error);
}

interface FetchResultState {
  /** A call running, the first or a reload (RTK Query's isFetching). */
  isFetching: boolean;
  error?: unknown;
}

/**
 * Loading while any call runs, a reload included, for content that shows one answer at a time
 * (a dialog's response); otherwise the last call's error, if it failed.
 */
export function fetchRequestState({ isFetching, error }: FetchResultState): RequestState {
  return queryRequestState({ isLoading: isFetching, error });
}

interface CachedCall {
  status?: string;
  error?: unknown;
  startedTimeStamp?: number;
}

function hasNetworkKind(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'kind' in error && error.kind === 'network';
}

/**
 * When the latest cluster call that got no answer at all (a network error) was started, from
 * a root state that may hold the cluster data cache; null when none failed that way. A screen
 * seeing a network error is a sign the cluster is gone before the next health check.
 */
export function lastNetworkFailure(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('clusterApi' in state)) return null;
  const cache = state.clusterApi as
    { queries?: Record<string, CachedCall | undefined> } | undefined;
  let latest: number | null = null;
  for (const call of Object.values(cache?.queries ?? {})) {
    if (call?.status !== 'rejected' || !hasNetworkKind(call.error)) continue;
    const started = call.startedTimeStamp ?? 0;
    if (latest === null || started > latest) latest = started;
  }
  return latest;
}
