// What a force merge's notification says in each state of its following: the same kind of view as
// a reindex's (progress/progressView), with a force merge's own lines: the shards merged, and the
// segment count before and after. A force merge counts no documents, so the reindex lines do not
// fit it. The cluster's answer of a merge done at once is read like a finished task's.
import { isRecord } from '../../../lib/storage';
import { actionTarget } from '../actions/bulk';
import { targetMessage, type Message } from '../actions/actionMessages';
import type { ProgressView } from '../progress/progressView';
import type { FollowState } from '../progress/taskFollower';

/** The segment counts known so far: null before an answer; 'counting' while the count runs. */
export interface SegmentCounts {
  before: number | null;
  after: number | null | 'counting';
}

/** The `_shards` of a force merge answer (or of its task's response). */
export interface MergedShards {
  total: number;
  successful: number;
  failed: number;
}

const PREFIX = 'indices.forceMergeDialog.progress';

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** The shards of `{ _shards }`, or of a task record's `{ response: { _shards } }`; or null. */
export function mergedShards(answer: unknown): MergedShards | null {
  const record = isRecord(answer) && isRecord(answer.response) ? answer.response : answer;
  const shards = isRecord(record) ? record._shards : null;
  if (!isRecord(shards)) return null;
  return {
    total: count(shards.total),
    successful: count(shards.successful),
    failed: count(shards.failed),
  };
}

function title(
  indices: readonly string[],
  phase: 'running' | 'done' | 'failed' | 'ended',
): Message {
  return { key: `${PREFIX}.${phase}`, params: { target: targetMessage(actionTarget(indices)) } };
}

function segmentLine(segments: SegmentCounts): Message | null {
  const { before, after } = segments;
  if (after === 'counting') return { key: `${PREFIX}.counting` };
  if (after === null)
    return before === null ? null : { key: `${PREFIX}.before`, params: { count: before } };
  if (before === null) return { key: `${PREFIX}.after`, params: { count: after } };
  return { key: `${PREFIX}.segments`, params: { before, after } };
}

/** The view of a merge that ended: its shards and segments, red when a shard failed. */
export function mergedView(
  indices: readonly string[],
  shards: MergedShards | null,
  segments: SegmentCounts,
  extra: Message[] = [],
): ProgressView {
  const failed = (shards?.failed ?? 0) > 0;
  const lines: Message[] = [...extra];
  if (shards) lines.push({ key: `${PREFIX}.shards`, params: { ...shards } });
  const segmentsLine = segmentLine(segments);
  if (segmentsLine) lines.push(segmentsLine);
  return {
    color: failed ? 'red' : 'green',
    title: title(indices, failed ? 'failed' : 'done'),
    percent: null,
    lines,
    failures: [],
    linkToTask: false,
    finished: true,
  };
}

function ended(
  indices: readonly string[],
  line: Message,
  color: ProgressView['color'],
): ProgressView {
  return {
    color,
    title: title(indices, 'ended'),
    percent: null,
    lines: [line],
    failures: [],
    linkToTask: color === 'red',
    finished: true,
  };
}

/**
 * The view of `state` for a merge of `indices` started as `task`. `record`: the last answer of
 * GET _tasks/{task}, whose response holds the merged shards once it completed.
 */
export function forceMergeView(
  indices: readonly string[],
  task: string,
  state: FollowState,
  record: unknown,
  segments: SegmentCounts,
): ProgressView {
  switch (state.kind) {
    case 'running':
      return {
        color: 'gray',
        title: title(indices, 'running'),
        percent: null,
        lines: [
          state.status ? { key: `${PREFIX}.merging` } : { key: 'indices.progress.waiting' },
          ...(segments.before === null
            ? []
            : [{ key: `${PREFIX}.before` as const, params: { count: segments.before } }]),
        ],
        failures: [],
        linkToTask: true,
        finished: false,
      };
    case 'done':
      if (state.error !== null)
        return {
          ...ended(
            indices,
            { key: 'indices.progress.error', params: { reason: state.error } },
            'red',
          ),
          title: title(indices, 'failed'),
        };
      return mergedView(indices, mergedShards(record), segments);
    case 'noRecord':
      // The engine kept no record of the task: it is over; the segments tell how it went.
      return mergedView(indices, null, segments, [{ key: `${PREFIX}.noRecord` }]);
    case 'unsupported':
      return ended(
        indices,
        { key: 'indices.progress.unsupported', params: { reason: state.reason, task } },
        'yellow',
      );
    case 'failed':
      return ended(
        indices,
        { key: 'indices.progress.lost', params: { reason: state.reason, task } },
        'red',
      );
    case 'disconnected':
      return ended(indices, { key: 'indices.progress.disconnected', params: { task } }, 'gray');
  }
}
