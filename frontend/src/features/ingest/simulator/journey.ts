// A sample document's journey through a simulated pipeline, read from the verbose simulate answer:
// one step per processor result (with what it changed since the step before, the first against
// the document as sent), then the outcome. Processors of a nested pipeline appear inline, named
// by their pipeline. The answer lists no processor that did not run; when the pipeline's body is
// known and plain (no nested pipeline, no processor with its own on_failure), its results line up
// one to one with the processors, so those after a failure or a drop are listed as not run and
// the steps after a failure are known to be the pipeline's on_failure handlers.
import { diffFields, documentFields, inputFields, isRecord, type DiffEntry } from './diff';
import { errorOf, plainProcessors, type StepError } from './processors';

export type { StepError } from './processors';

export type StepStatus = 'success' | 'error' | 'error_ignored' | 'skipped' | 'dropped' | 'not_run';

export interface JourneyStep {
  processorType: string;
  tag?: string;
  description?: string;
  status: StepStatus;
  /** The processor's `if` condition, when the answer gives it. */
  condition?: string;
  diff: DiffEntry[];
  error?: StepError;
  /** The nested pipeline the processor belongs to; absent for the simulated pipeline's own. */
  pipeline?: string;
  /** Ran as the pipeline's on_failure handler. */
  onFailure?: boolean;
}

export type Outcome =
  | { kind: 'indexed'; document: Record<string, unknown> }
  | { kind: 'dropped' }
  | { kind: 'failed'; error?: StepError };

export interface DocJourney {
  /** False for an answer without processor results: the outcome only. */
  verbose: boolean;
  steps: JourneyStep[];
  outcome: Outcome;
  /** The run stopped at the last step and which processors it left out is not known. */
  stoppedEarly: boolean;
}

export interface JourneyInput {
  /** The documents as sent. */
  docs: readonly Record<string, unknown>[];
  answer: unknown;
  /** How the answer names the simulated pipeline: its id, or '_simulate_pipeline' inline. */
  pipelineName: string;
  /** The pipeline's body when known ({processors, on_failure}). */
  pipeline?: Record<string, unknown> | null;
}

export const INLINE_PIPELINE_NAME = '_simulate_pipeline';

const STATUSES = new Set<string>(['success', 'error', 'error_ignored', 'skipped', 'dropped']);

/** The document as it would be indexed: without the run's _ingest data and version. */
function indexedDocument(doc: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(doc).filter(([key]) => key !== '_ingest' && key !== '_version'),
  );
}

function readStep(result: Record<string, unknown>, pipelineName: string): JourneyStep {
  const doc = isRecord(result.doc) ? result.doc : undefined;
  const status =
    typeof result.status === 'string' && STATUSES.has(result.status) ? result.status : 'success';
  const step: JourneyStep = {
    processorType: typeof result.processor_type === 'string' ? result.processor_type : '?',
    status: status as StepStatus,
    diff: [],
  };
  if (typeof result.tag === 'string') step.tag = result.tag;
  if (typeof result.description === 'string') step.description = result.description;
  if (isRecord(result.if) && typeof result.if.condition === 'string')
    step.condition = result.if.condition;
  const error = errorOf(result.error ?? result.ignored_error);
  if (error) step.error = error;
  const pipeline = isRecord(doc?._ingest) ? doc._ingest.pipeline : undefined;
  if (typeof pipeline === 'string' && pipeline !== pipelineName) step.pipeline = pipeline;
  return step;
}

/** Steps with their diffs; `last` is the last document seen. */
function readSteps(results: unknown[], input: Record<string, unknown>, pipelineName: string) {
  let fields = inputFields(input);
  let last: Record<string, unknown> = { ...input };
  const steps = results.filter(isRecord).map((result) => {
    const step = readStep(result, pipelineName);
    if (isRecord(result.doc)) {
      const next = documentFields(result.doc);
      step.diff = diffFields(fields, next);
      fields = next;
      last = result.doc;
    }
    return step;
  });
  return { steps, last };
}

function outcomeOf(steps: JourneyStep[], last: Record<string, unknown>): Outcome {
  if (steps.some((step) => step.status === 'dropped')) return { kind: 'dropped' };
  const final = steps.at(-1);
  if (final?.status === 'error') return { kind: 'failed', error: final.error };
  return { kind: 'indexed', document: indexedDocument(last) };
}

/** Lists what did not run after the step that stopped the run, when the body says so exactly. */
function placeNotRun(journey: DocJourney, pipeline: JourneyInput['pipeline']): DocJourney {
  const { steps } = journey;
  const stop = steps.findIndex((step) => step.status === 'error' || step.status === 'dropped');
  if (stop < 0) return journey;
  const refs = plainProcessors(pipeline);
  const aligned =
    refs !== null &&
    stop < refs.length &&
    steps.slice(0, stop + 1).every((step, i) => step.processorType === refs[i].processorType);
  if (!aligned) return { ...journey, stoppedEarly: stop === steps.length - 1 };
  const notRun: JourneyStep[] = refs
    .slice(stop + 1)
    .map((ref) => ({ ...ref, status: 'not_run', diff: [] }));
  const handlers = steps.slice(stop + 1).map((step) => ({ ...step, onFailure: true }));
  return { ...journey, steps: [...steps.slice(0, stop + 1), ...notRun, ...handlers] };
}

function readJourney(
  entry: unknown,
  input: Record<string, unknown>,
  info: JourneyInput,
): DocJourney {
  if (!isRecord(entry))
    return { verbose: false, steps: [], outcome: { kind: 'dropped' }, stoppedEarly: false };
  if (Array.isArray(entry.processor_results)) {
    const { steps, last } = readSteps(entry.processor_results, input, info.pipelineName);
    const journey = { verbose: true, steps, outcome: outcomeOf(steps, last), stoppedEarly: false };
    return placeNotRun(journey, info.pipeline);
  }
  const error = errorOf(entry.error);
  const outcome: Outcome = error
    ? { kind: 'failed', error }
    : isRecord(entry.doc)
      ? { kind: 'indexed', document: indexedDocument(entry.doc) }
      : { kind: 'dropped' };
  return { verbose: false, steps: [], outcome, stoppedEarly: false };
}

/** One journey per document of the answer, in the order sent. */
export function journeys(info: JourneyInput): DocJourney[] {
  const answered = isRecord(info.answer) && Array.isArray(info.answer.docs) ? info.answer.docs : [];
  return answered.map((entry, i) => readJourney(entry, info.docs[i] ?? { _source: {} }, info));
}
