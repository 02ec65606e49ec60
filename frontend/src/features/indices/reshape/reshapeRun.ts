// Runs the steps of a shrink or split plan in order: each write sent once, each wait asked again
// until it is over (a copy of every shard on the node; the new index green). A failed step stops
// the run; what it leaves behind (a write block, an allocation filter, the new index) is told by
// `leftovers`, with the requests that undo the first two.
import { gatherProgress } from './gatherNode';
import type { PlannedRequest, ReshapeStep, ReshapeStepId, ShardCopy } from './reshapeTypes';
import { isRecord } from '../../../lib/storage';

/** 'done': already so before the run, not sent. */
export type StepState = 'done' | 'todo' | 'running' | 'succeeded' | 'skipped' | 'failed';

/** How far a wait has come, from the cluster's last answer. */
export type WaitProgress =
  | { kind: 'gather'; onNode: number; total: number }
  | { kind: 'green'; status: string; active: number; total: number };

export interface StepUpdate {
  state: StepState;
  progress?: WaitProgress;
  /** The cluster's answer to a write that succeeded. */
  answer?: unknown;
}

/** What the run needs of the cluster and of the user. */
export interface RunDeps {
  /** Sends a planned write; rejects with the cluster's error. */
  write: (request: PlannedRequest) => Promise<unknown>;
  /** Sends a planned health check; resolves with the health, also when the wait timed out. */
  health: (request: PlannedRequest) => Promise<unknown>;
  /** The copies of the index now. */
  copies: (index: string) => Promise<ShardCopy[]>;
  /** The pause between two questions of a wait. */
  pause: () => Promise<void>;
  /** True once the run is to stop (the dialog closed). */
  stopped: () => boolean;
  /** True once the user chose to go on without waiting for the new index to be green. */
  skipGreen: () => boolean;
}

export interface RunContext {
  /** The source index. */
  index: string;
  /** The new index. */
  target: string;
  primaryShards: number;
  /** Shrink: the node the copies gather on. */
  node?: string;
}

export type RunOutcome =
  | { kind: 'finished' }
  | { kind: 'failed'; step: ReshapeStepId; error: unknown }
  | { kind: 'stopped' };

/** The states of the steps before a run: 'done' where the plan says so. */
export function initialStates(steps: readonly ReshapeStep[]): Map<ReshapeStepId, StepUpdate> {
  return new Map(steps.map((step) => [step.id, { state: step.done ? 'done' : 'todo' }]));
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** The wait for green as the health tells it: every copy counted, the unassigned ones too. */
export function greenProgress(health: unknown): WaitProgress & { kind: 'green' } {
  const h = isRecord(health) ? health : {};
  const active = count(h.active_shards);
  const total = active + count(h.initializing_shards) + count(h.unassigned_shards);
  return { kind: 'green', status: typeof h.status === 'string' ? h.status : '', active, total };
}

type Report = (update: StepUpdate) => void;

/** Asks until every shard has a started copy on the node and nothing moves. */
async function waitGathered(
  request: PlannedRequest,
  context: RunContext,
  deps: RunDeps,
  report: Report,
): Promise<'succeeded' | 'stopped'> {
  for (;;) {
    await deps.health(request);
    if (context.node === undefined) return 'succeeded';
    const copies = await deps.copies(context.index);
    const progress = gatherProgress(copies, context.node, context.primaryShards);
    if (progress.onNode === progress.total && !progress.moving) return 'succeeded';
    report({ state: 'running', progress: { kind: 'gather', ...progress } });
    if (deps.stopped()) return 'stopped';
    await deps.pause();
  }
}

/** Asks until the new index is green, or the user goes on without it. */
async function waitGreen(
  request: PlannedRequest,
  deps: RunDeps,
  report: Report,
): Promise<'succeeded' | 'skipped' | 'stopped'> {
  for (;;) {
    let health: unknown;
    try {
      health = await deps.health(request);
    } catch (error) {
      if (deps.skipGreen()) return 'skipped';
      throw error;
    }
    const progress = greenProgress(health);
    if (progress.status === 'green') return 'succeeded';
    report({ state: 'running', progress });
    if (deps.skipGreen()) return 'skipped';
    if (deps.stopped()) return 'stopped';
    await deps.pause();
  }
}

async function runStep(
  step: ReshapeStep,
  context: RunContext,
  deps: RunDeps,
  report: Report,
): Promise<StepUpdate | 'stopped'> {
  const request = step.request;
  if (!request) return { state: 'succeeded' };
  const waited =
    step.id === 'waitRelocation'
      ? await waitGathered(request, context, deps, report)
      : step.id === 'waitGreen'
        ? await waitGreen(request, deps, report)
        : null;
  if (waited === 'stopped') return waited;
  if (waited !== null) return { state: waited };
  return { state: 'succeeded', answer: await deps.write(request) };
}

/** Runs the steps not yet done, in order, telling each step's state as it changes. */
export async function runSteps(
  steps: readonly ReshapeStep[],
  context: RunContext,
  deps: RunDeps,
  onUpdate: (id: ReshapeStepId, update: StepUpdate) => void,
): Promise<RunOutcome> {
  for (const step of steps) {
    if (step.done) continue;
    if (deps.stopped()) return { kind: 'stopped' };
    const report: Report = (update) => onUpdate(step.id, update);
    report({ state: 'running' });
    try {
      const update = await runStep(step, context, deps, report);
      if (update === 'stopped') return { kind: 'stopped' };
      report(update);
    } catch (error) {
      report({ state: 'failed' });
      return { kind: 'failed', step: step.id, error };
    }
  }
  return { kind: 'finished' };
}

/** What a run that did not finish leaves behind. */
export type Leftover = 'writeBlock' | 'allocationFilter' | 'targetIndex';

const sent = (update: StepUpdate | undefined) => update?.state === 'succeeded';

/**
 * What the steps' states leave behind: the source's write block and its allocation filter when
 * the run set them and has not lifted them yet, and the new index once created. A block or filter
 * the source had before the run is the user's: the plan has no step to lift it, and it is never
 * named here (nor undone).
 */
export function leftovers(states: ReadonlyMap<ReshapeStepId, StepUpdate>): Leftover[] {
  const state = (id: ReshapeStepId) => states.get(id);
  const result: Leftover[] = [];
  if (states.has('removeBlock') && sent(state('writeBlock')) && !sent(state('removeBlock')))
    result.push('writeBlock');
  if (
    states.has('removeAllocation') &&
    sent(state('moveToOneNode')) &&
    !sent(state('removeAllocation'))
  )
    result.push('allocationFilter');
  if (sent(state('shrink')) || sent(state('split'))) result.push('targetIndex');
  return result;
}

/**
 * What a run stopped now leaves behind: a write under way counts as sent, since the engine still
 * applies it once the dialog is gone.
 */
export function leftoversIfStopped(states: ReadonlyMap<ReshapeStepId, StepUpdate>): Leftover[] {
  const settled = new Map(
    [...states].map(([id, update]) => [
      id,
      update.state === 'running' ? { ...update, state: 'succeeded' as const } : update,
    ]),
  );
  return leftovers(settled);
}

/** The requests that lift the leftovers from the source: the plan's last steps. */
export function undoRequests(
  steps: readonly ReshapeStep[],
  left: readonly Leftover[],
): PlannedRequest[] {
  const wanted: ReshapeStepId[] = [];
  if (left.includes('writeBlock')) wanted.push('removeBlock');
  if (left.includes('allocationFilter')) wanted.push('removeAllocation');
  return wanted.flatMap((id) => steps.find((step) => step.id === id)?.request ?? []);
}
