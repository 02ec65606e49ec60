// The request state of core spec 3.9 for an RTK Query result, as LoaderStatus shows it.
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
