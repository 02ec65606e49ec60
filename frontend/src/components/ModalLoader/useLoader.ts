import { useCallback, useEffect, useRef, useState } from 'react';
import { IDLE_REQUEST_STATE, LOADING_REQUEST_STATE, requestStateFromError } from '../../api/errors';
import type { RequestState } from '../../api/types';

export interface LoaderResult {
  state: RequestState;
  data: unknown;
}

/**
 * Runs `load` once on mount and again on reload(). Only the latest call's outcome is kept, so
 * a slow earlier answer never replaces a newer one.
 */
export function useLoader(load: () => Promise<unknown>): LoaderResult & { reload: () => void } {
  const [result, setResult] = useState<LoaderResult>({
    state: LOADING_REQUEST_STATE,
    data: undefined,
  });
  const loadRef = useRef(load);
  const latestCall = useRef(0);

  useEffect(() => {
    loadRef.current = load;
  }, [load]);

  const run = useCallback(() => {
    const call = ++latestCall.current;
    loadRef.current().then(
      (data) => {
        if (call === latestCall.current) setResult({ state: IDLE_REQUEST_STATE, data });
      },
      (error: unknown) => {
        if (call === latestCall.current)
          setResult({ state: requestStateFromError(error), data: undefined });
      },
    );
  }, []);

  useEffect(() => {
    run();
    return () => {
      latestCall.current += 1;
    };
  }, [run]);

  const reload = useCallback(() => {
    setResult((previous) => ({ ...previous, state: LOADING_REQUEST_STATE }));
    run();
  }, [run]);

  return { ...result, reload };
}
