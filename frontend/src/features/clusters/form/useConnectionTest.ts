// The connection test state (running, passed or failed), shared by the add and edit dialogs.
import { useCallback, useRef, useState } from 'react';
import { connectionErrorDetail, type NotificationText } from '../../../api/client';
import { testConnection, type ConnectionInfo } from '../../../api/operations/cluster';
import type { ClusterTarget } from '../../../api/types';

export interface ConnectionTestState {
  loading: boolean;
  success: boolean;
  error: boolean;
  /** Detail line of the error panel (cluster text or an i18n key); null shows the generic text. */
  errorMessage: NotificationText | null;
}

export const IDLE_TEST: ConnectionTestState = {
  loading: false,
  success: false,
  error: false,
  errorMessage: null,
};

export interface ConnectionTest {
  state: ConnectionTestState;
  /** Tests `target`; resolves to what the cluster reported, or null after a failure. */
  run: (target: ClusterTarget) => Promise<ConnectionInfo | null>;
  reset: () => void;
}

export function useConnectionTest(): ConnectionTest {
  const [state, setState] = useState<ConnectionTestState>(IDLE_TEST);
  // A field edited while a test runs resets the state; the stale answer must not come back.
  const attempt = useRef(0);

  const reset = useCallback(() => {
    attempt.current += 1;
    setState(IDLE_TEST);
  }, []);

  const run = useCallback(async (target: ClusterTarget) => {
    const current = ++attempt.current;
    setState({ ...IDLE_TEST, loading: true });
    try {
      const info = await testConnection(target);
      if (current !== attempt.current) return null;
      setState({ ...IDLE_TEST, success: true });
      return info;
    } catch (err) {
      if (current === attempt.current)
        setState({ ...IDLE_TEST, error: true, errorMessage: connectionErrorDetail(err) });
      return null;
    }
  }, []);

  return { state, run, reset };
}
