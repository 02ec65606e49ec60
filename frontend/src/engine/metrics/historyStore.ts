// What the metrics history holds, as typed arrays in a ring of slots (one slot per sample or
// gap): the slots' times, which slots are gaps, the cluster's series and each node's. The
// history (history.ts) writes it and reads its charts' points and figures here; its alerts and CSV
// export read it too.
import { METRIC_FIELDS } from './fields';
import type { KnownNode, SeriesFigures } from './types';

/** One node seen in the window. */
export interface NodeTrack {
  id: string;
  name: string;
  roles: readonly string[];
  /** Whether the newest sample held it. */
  present: boolean;
  /** One array per series (SERIES order), NaN where it has no value. */
  series: Float32Array[];
  /** 1 in the slots whose sample held the node. */
  here: Uint8Array;
  /** Its fields at its previous sample, the base of its rates; NaN when there is none. */
  previous: Float64Array;
  /** Its clock at that sample (ms); NaN when there is none. */
  previousTimestamp: number;
  /** The number of the newest slot that held it. */
  lastSeen: number;
}

export interface RingState {
  capacity: number;
  /** Slots held, at most `capacity`. */
  count: number;
  /** Where the next slot is written. */
  next: number;
  /** Slots ever written (the number the next one gets). */
  written: number;
  times: Float64Array;
  /** 1 in a slot that is a gap (a pause, a failed sample). */
  gap: Uint8Array;
  cluster: Float32Array[];
  /** The nodes seen in the window, in the order first seen. */
  tracks: Map<string, NodeTrack>;
}

/** The arrays a ring holds, to move it to another thread rather than copy it. */
export function ringBuffers(ring: RingState): ArrayBuffer[] {
  const arrays: ArrayBufferView[] = [ring.times, ring.gap, ...ring.cluster];
  for (const track of ring.tracks.values())
    arrays.push(...track.series, track.here, track.previous);
  return arrays.map((array) => array.buffer as ArrayBuffer);
}

/** A series' array of `capacity` slots, all gaps. */
export function emptySeries(capacity: number): Float32Array {
  return new Float32Array(capacity).fill(NaN);
}

export function emptyRing(capacity: number, seriesCount: number): RingState {
  return {
    capacity,
    count: 0,
    next: 0,
    written: 0,
    times: new Float64Array(capacity),
    gap: new Uint8Array(capacity),
    cluster: Array.from({ length: seriesCount }, () => emptySeries(capacity)),
    tracks: new Map(),
  };
}

/** The array index of the i-th slot held, the oldest being 0. */
export function slotAt(ring: RingState, i: number): number {
  return (ring.next - ring.count + i + ring.capacity) % ring.capacity;
}

/**
 * The held positions `start`..`end` (as i) as at most two runs of slots in the arrays, the ring
 * wrapping once: [from, to, from2, to2], each run from inclusive to exclusive.
 */
export function slotRuns(
  ring: RingState,
  start: number,
  end: number,
): [number, number, number, number] {
  if (end <= start) return [0, 0, 0, 0];
  const first = slotAt(ring, start);
  const length = end - start;
  const head = Math.min(length, ring.capacity - first);
  return [first, first + head, 0, length - head];
}

/**
 * The newest, lowest and highest value of `source` in the slots of `runs` (see `slotRuns`). The
 * loop keeps plain numbers (NaN and infinities for none): a variable that may hold null would
 * box every value it is given, megabytes of garbage per sample over the 22 charts.
 */
export function readFigures(
  source: Float32Array,
  runs: readonly [number, number, number, number],
): SeriesFigures {
  let now = NaN;
  let min = Infinity;
  let max = -Infinity;
  for (let run = 0; run < 4; run += 2) {
    for (let slot = runs[run]; slot < runs[run + 1]; slot += 1) {
      const value = source[slot];
      if (Number.isNaN(value)) continue;
      if (value < min) min = value;
      if (value > max) max = value;
      now = value;
    }
  }
  return Number.isNaN(now) ? { now: null, min: null, max: null } : { now, min, max };
}

/**
 * Copies the slots of `runs` (see `slotRuns`) of `source` into `into` from index `from` on, each
 * value divided by `unit`, a missing value (NaN) as null.
 */
export function copyRuns(
  source: Float32Array | Float64Array,
  runs: readonly [number, number, number, number],
  into: (number | null)[],
  unit: number,
  from = 0,
) {
  let at = from;
  for (let run = 0; run < 4; run += 2) {
    for (let slot = runs[run]; slot < runs[run + 1]; slot += 1) {
      const value = source[slot];
      into[at] = Number.isNaN(value) ? null : value / unit;
      at += 1;
    }
  }
}

/** The first held slot (as i) at or after `time` (after it, when `after`); `count` when none. */
function firstSlot(ring: RingState, time: number, after: boolean): number {
  let low = 0;
  let high = ring.count;
  while (low < high) {
    const middle = (low + high) >> 1;
    const held = ring.times[slotAt(ring, middle)];
    if (held < time || (after && held === time)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The held slots (as i, oldest first, end excluded) whose time is within [from, to]. */
export function slotsWithin(
  ring: RingState,
  from: number,
  to: number,
): [start: number, end: number] {
  return [firstSlot(ring, from, false), firstSlot(ring, to, true)];
}

/** The newest slot (array index) that holds a sample rather than a gap; -1 when none. */
export function newestSampleSlot(ring: RingState): number {
  for (let i = ring.count - 1; i >= 0; i -= 1) {
    const slot = slotAt(ring, i);
    if (ring.gap[slot] === 0) return slot;
  }
  return -1;
}

/** The nodes in name order. */
export function tracksByName(ring: RingState): NodeTrack[] {
  return [...ring.tracks.values()].sort(
    (one, other) => one.name.localeCompare(other.name) || one.id.localeCompare(other.id),
  );
}

/** The nodes held, by name, as the node picker lists them. */
export function knownNodes(ring: RingState): KnownNode[] {
  return tracksByName(ring).map(({ id, name, roles, present }) => ({ id, name, roles, present }));
}

/** The bytes a history's arrays take. */
export function heldBytes(ring: RingState): number {
  let total = ring.times.byteLength + ring.gap.byteLength;
  for (const series of ring.cluster) total += series.byteLength;
  for (const track of ring.tracks.values()) {
    total += track.here.byteLength + track.previous.byteLength;
    for (const series of track.series) total += series.byteLength;
  }
  return total;
}

/**
 * Bytes an history holds for `nodes` nodes, `seriesCount` series and `slots` slots: per slot its
 * time (8) and gap flag (1), per series and slot 4 for the cluster and each node, per node and
 * slot its presence flag (1), and per node its previous fields (8 each).
 */
export function estimateHistoryBytes(nodes: number, seriesCount: number, slots: number): number {
  const perNode = seriesCount * slots * 4 + slots + METRIC_FIELDS.length * 8;
  return slots * 9 + seriesCount * slots * 4 + nodes * perNode;
}
