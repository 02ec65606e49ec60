// The run of a shrink or split plan inside its dialog: the steps as they were when Run was pressed,
// each step's state, the outcome, the user going on without waiting for green, and undoing what a
// failed run leaves on the source. Closing the dialog (once the user agreed, see ReshapeForm)
// stops the run after the request under way.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { endWrites, planWrites } from '../../../api/client';
import type { ReshapeStep, ReshapeStepId } from './reshapeTypes';
import {
  useReshapeHealthMutation,
  useReshapeWriteMutation,
  useShardCopiesNowMutation,
} from './reshapeApi';
import {
  initialStates,
  leftovers,
  runSteps,
  undoRequests,
  type Leftover,
  type RunContext,
  type RunOutcome,
  type StepUpdate,
} from './reshapeRun';

/** The pause between two questions of a wait whose answer came before its timeout. */
export const WAIT_PAUSE_MS = 1000;

export interface ReshapeRun {
  steps: readonly ReshapeStep[];
  context: RunContext;
  states: ReadonlyMap<ReshapeStepId, StepUpdate>;
  /** null while running. */
  outcome: RunOutcome | null;
}

/** The undoing of a failed run's leftovers: under way, done, or its error. */
export type UndoState = { kind: 'idle' | 'running' | 'done' } | { kind: 'failed'; error: unknown };

interface Abortable {
  abort: () => void;
}

export function useReshapeRun() {
  const [write] = useReshapeWriteMutation();
  const [health] = useReshapeHealthMutation();
  const [copiesNow] = useShardCopiesNowMutation();
  const [run, setRun] = useState<ReshapeRun | null>(null);
  const [undo, setUndo] = useState<UndoState>({ kind: 'idle' });
  const flags = useRef({ stopped: false, skip: false, wait: null as Abortable | null });

  useEffect(() => {
    const current = flags.current;
    current.stopped = false;
    return () => {
      current.stopped = true;
      current.wait?.abort();
    };
  }, []);

  const start = useCallback(
    async (steps: readonly ReshapeStep[], context: RunContext) => {
      flags.current.skip = false;
      const states = initialStates(steps);
      setRun({ steps, context, states: new Map(states), outcome: null });
      const onUpdate = (id: ReshapeStepId, update: StepUpdate) => {
        states.set(id, update);
        setRun((now) => (now ? { ...now, states: new Map(states) } : now));
      };
      // A cluster that asks before writes asks once for every request the run may send.
      const consent = planWrites(steps.flatMap((step) => (step.done ? [] : (step.request ?? []))));
      const outcome = await runSteps(
        steps,
        context,
        {
          write: (request) => write({ ...request, consent }).unwrap(),
          health: (request) => {
            const asked = health(request);
            flags.current.wait = asked;
            return asked.unwrap();
          },
          copies: (index) => copiesNow(index).unwrap(),
          pause: () => new Promise((resolve) => setTimeout(resolve, WAIT_PAUSE_MS)),
          stopped: () => flags.current.stopped,
          skipGreen: () => flags.current.skip,
        },
        onUpdate,
      ).finally(() => endWrites(consent));
      flags.current.wait = null;
      setRun((now) => (now ? { ...now, outcome } : now));
      return { outcome, states };
    },
    [write, health, copiesNow],
  );

  /** Stops the run after the request under way (closing the dialog then drops a wait). */
  const stop = useCallback(() => {
    flags.current.stopped = true;
  }, []);

  /** Goes on without waiting for green: the health check under way is dropped. */
  const skipGreen = useCallback(() => {
    flags.current.skip = true;
    flags.current.wait?.abort();
  }, []);

  const left = useMemo<Leftover[]>(() => (run?.outcome ? leftovers(run.states) : []), [run]);
  const undoing = useMemo(() => (run ? undoRequests(run.steps, left) : []), [run, left]);

  /** Sends the requests that lift the block and the filter a failed run left on the source. */
  const undoLeftovers = useCallback(async () => {
    setUndo({ kind: 'running' });
    const consent = planWrites(undoing);
    try {
      for (const request of undoing) await write({ ...request, consent }).unwrap();
      setUndo({ kind: 'done' });
    } catch (error) {
      setUndo({ kind: 'failed', error });
    } finally {
      endWrites(consent);
    }
  }, [undoing, write]);

  return { run, start, stop, skipGreen, left, undoing, undo, undoLeftovers };
}
