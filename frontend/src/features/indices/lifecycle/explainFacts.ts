// What the explain view shows of one index, read from either engine's explain answer: where the
// index stands (engine/lifecycle), when it entered its phase (state), action and step, and for a
// failed step the reason in words, the engine's own retries and whether it retries by itself.
import { isRecord } from '../../../api/errors';
import { managedIndices, type LifecycleKind, type ManagedIndex } from '../../../engine/lifecycle';

export interface ExplainTimes {
  /** Milliseconds since the epoch; null where the engine did not say. */
  phase: number | null;
  action: number | null;
  step: number | null;
}

export interface ExplainFacts {
  /** Null: no policy manages the index. */
  entry: ManagedIndex | null;
  times: ExplainTimes;
  /** The failure's reason, or its type (ILM `step_info.type`) when it gives no reason. */
  reason: string | null;
  /** ILM `is_auto_retryable_error`: the engine retries the step by itself. */
  autoRetryable: boolean | null;
  /** The index's part of the answer as the engine sent it. */
  raw: unknown;
}

const millis = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const member = (value: unknown, key: string): unknown => (isRecord(value) ? value[key] : undefined);

/** The index's own part of the answer: ILM `indices.{index}`, ISM `{index}`. */
function indexPart(kind: LifecycleKind, index: string, answer: unknown): unknown {
  const entries = kind === 'ilm' ? member(answer, 'indices') : answer;
  return member(entries, index) ?? answer;
}

function times(kind: LifecycleKind, raw: unknown): ExplainTimes {
  if (kind === 'ilm')
    return {
      phase: millis(member(raw, 'phase_time_millis')),
      action: millis(member(raw, 'action_time_millis')),
      step: millis(member(raw, 'step_time_millis')),
    };
  const start = (part: string) => millis(member(member(raw, part), 'start_time'));
  return { phase: start('state'), action: start('action'), step: start('step') };
}

export function explainFacts(kind: LifecycleKind, index: string, answer: unknown): ExplainFacts {
  const raw = indexPart(kind, index, answer);
  const found = managedIndices(kind, answer);
  const entry = found.find((item) => item.index === index) ?? found[0] ?? null;
  const info = member(raw, 'step_info');
  const type = member(info, 'type');
  const retryable = member(raw, 'is_auto_retryable_error');
  return {
    entry,
    times: times(kind, raw),
    reason: entry?.reason ?? (typeof type === 'string' ? type : null),
    autoRetryable: typeof retryable === 'boolean' ? retryable : null,
    raw,
  };
}
