// Retrying failed lifecycle steps from the triage view, a whole group or one index: one question,
// then the retry (in as many requests as the names need), whose report the view keeps on screen
// until it is closed. The list of managed indices reloads through the mutation's tags.
import { useCallback, useState } from 'react';
import { endWrites, NAMES_PLACEHOLDER, planWrites } from '../../../api/client';
import { errorReason } from '../../../api/errors';
import { useRetryManagedIndicesMutation } from '../../../api/lifecycleApi';
import { retryPath } from '../../../api/operations/managedIndices';
import type { LifecycleKind } from '../../../engine/lifecycle';
import { escapeIndexName } from '../../../lib/indexName';
import { askRetry } from './RetryQuestion';
import { retryReport, retryRequests, type RetryReport } from './retryReport';

/** What came of the last retry: its report, or why it was not sent at all. */
export type RetryOutcome = { report: RetryReport; error: null } | { report: null; error: string };

export interface RetryFailed {
  /** Asks, then retries `indices`; `key` names what is retried while it runs. */
  retry: (key: string, indices: readonly string[]) => void;
  /** The key of the retry running, if one is. */
  pending: string | null;
  outcome: RetryOutcome | null;
  dismiss: () => void;
}

export function useRetryFailed(kind: LifecycleKind): RetryFailed {
  const [send] = useRetryManagedIndicesMutation();
  const [pending, setPending] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<RetryOutcome | null>(null);
  const retry = useCallback(
    (key: string, indices: readonly string[]) =>
      void (async () => {
        if (!(await askRetry(kind, indices.length, retryRequests(kind, indices)))) return;
        setPending(key);
        setOutcome(null);
        // A cluster that asks before writes asks once for every request of the retry.
        const consent = planWrites([
          {
            method: 'POST',
            pattern: retryPath(kind, NAMES_PLACEHOLDER),
            names: indices.map(escapeIndexName),
          },
        ]);
        try {
          const result = await send({ kind, indices, consent });
          setOutcome(
            'error' in result
              ? { report: null, error: errorReason(result.error).reason }
              : { report: retryReport(result.data), error: null },
          );
        } finally {
          endWrites(consent);
          setPending(null);
        }
      })(),
    [kind, send],
  );
  const dismiss = useCallback(() => setOutcome(null), []);
  return { retry, pending, outcome, dismiss };
}
