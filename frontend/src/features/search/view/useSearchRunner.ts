// Runs the search the stored view describes: a query that does not parse
// shows 'invalid search query' and sends nothing; otherwise the body goes to the view's indices.
import { useCallback, useState } from 'react';
import { useStore } from 'react-redux';
import { searchTotal } from '../../../api/operations/documents';
import { type RootState } from '../../../store/hooks';
import { useLazySearchQuery } from '../searchApi';
import { askedOnOpen, failedOnOpen, useOpenedOutcome } from './searchOnOpen';
import { searchOf } from './storedSearch';
import { selectSearchViews } from './searchViewSlice';

export function useSearchRunner(clusterUuid: string) {
  const store = useStore<RootState>();
  const [trigger, result] = useLazySearchQuery();
  const [invalidQuery, setInvalidQuery] = useState(false);
  // Shown until the run at opening, which shows the same answer; a failure of the opening's ask
  // stays shown until the next run the user starts.
  const opened = useOpenedOutcome(clusterUuid);

  /** `opening`: the run when the screen opens, which shows the answer of its opening's ask. */
  const runView = useCallback(
    (opening: boolean) => {
      const view = selectSearchViews(store.getState())[clusterUuid];
      if (!view) return;
      const args = searchOf(view);
      setInvalidQuery(args === null);
      if (!args || (opening && failedOnOpen(store.getState(), args))) return;
      void trigger(args, opening && askedOnOpen(store.getState(), args));
    },
    [store, clusterUuid, trigger],
  );
  const run = useCallback(() => runView(false), [runView]);
  const runOpened = useCallback(() => runView(true), [runView]);

  const response = result.isUninitialized
    ? opened.answer
    : result.isError
      ? undefined
      : result.data;
  return {
    run,
    runOpened,
    invalidQuery,
    started: !result.isUninitialized || opened.answer !== undefined || opened.failure !== undefined,
    response,
    total: response ? searchTotal(response) : 0,
    fetching: result.isFetching,
    error: result.isError ? result.error : result.isUninitialized ? opened.failure : undefined,
  };
}

export type SearchRunner = ReturnType<typeof useSearchRunner>;
