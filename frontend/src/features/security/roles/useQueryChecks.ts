// The document-level queries of a role body checked by the engine before the role is written
// (roleQueries.ts): the engine's explanation for each invalid one, by index entry. A check the
// cluster could not answer does not hold the role back; the editor says so.
import { useState } from 'react';
import { useLazyRoleEditorQueryCheckQuery } from './roleEditorApi';
import { queriesToCheck } from './roleQueries';

export interface QueryChecks {
  /** Explanations of the invalid queries, by index entry (empty: none invalid). */
  refusals: ReadonlyMap<number, string>;
  /** Some query could not be checked (the call failed). */
  unchecked: boolean;
  checking: boolean;
  /** Checks the queries of `body`; resolves whether none is invalid. */
  run: (body: Record<string, unknown>) => Promise<boolean>;
  /** Forgets the last outcome (the draft changed). */
  clear: () => void;
}

const NONE: ReadonlyMap<number, string> = new Map();

export function useQueryChecks(opensearch: boolean): QueryChecks {
  const [check] = useLazyRoleEditorQueryCheckQuery();
  const [refusals, setRefusals] = useState(NONE);
  const [unchecked, setUnchecked] = useState(false);
  const [checking, setChecking] = useState(false);
  const run = async (body: Record<string, unknown>) => {
    setChecking(true);
    const outcomes = await Promise.all(
      queriesToCheck(body, opensearch).map(({ index, names, query }) =>
        check({ names, query })
          .unwrap()
          .then(
            (outcome) => ({ index, outcome }),
            () => ({ index, outcome: null }),
          ),
      ),
    );
    const found = new Map<number, string>();
    for (const { index, outcome } of outcomes)
      if (outcome && !outcome.valid) found.set(index, outcome.explanation);
    setRefusals(found.size > 0 ? found : NONE);
    setUnchecked(outcomes.some(({ outcome }) => outcome === null));
    setChecking(false);
    return found.size === 0;
  };
  const clear = () => {
    setRefusals(NONE);
    setUnchecked(false);
  };
  return { refusals, unchecked, checking, run, clear };
}
