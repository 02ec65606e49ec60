// The live metrics kept while the page is open: the last hour (or the range asked) of samples,
// in typed arrays sized once, with each node's series and the cluster's computed when a sample
// arrives, so that drawing never goes over the whole history. A pause or a failed sample is a
// gap in every series, and the rates after it start afresh: no line is drawn across it.
//
// Memory: 4 bytes per series, node and slot. An hour at 1 s on 50 nodes with the 41 series of
// the catalogue (3,602 slots) holds 30,356,846 bytes, about 29 MiB (estimateHistoryBytes).
import { METRIC_FIELDS } from './fields';
import { SERIES, SERIES_INDEX } from './catalogue';
import { ClusterAccumulator } from './seriesMath';
import { chartPoints, type GivenPoints } from './chartPoints';
import { historyAlerts } from './historyAlerts';
import { historyCsv } from './historyCsv';
import { keptIfSame, sameAlerts, sameNodes } from './sameItems';
import {
  emptyRing,
  emptySeries,
  heldBytes,
  knownNodes,
  newestSampleSlot,
  readFigures,
  slotAt,
  slotRuns,
  slotsWithin,
  type NodeTrack,
  type RingState,
} from './historyStore';
import type { DiskWatermarks } from '../watermarks';
import type {
  ChartData,
  ChartDef,
  ChartFigures,
  KnownNode,
  MetricsAlert,
  MetricsHistoryView,
  MetricsSample,
  MetricsScope,
  SeriesFigures,
  TimeRange,
} from './types';

export { estimateHistoryBytes } from './historyStore';

export interface MetricsHistoryOptions {
  /** Seconds between samples. */
  intervalSeconds: number;
  /** Seconds of history kept (an hour unless told). */
  rangeSeconds?: number;
}

/** Slots beyond range / interval, so that a full range is still whole when samples come late. */
const SPARE_SLOTS = 2;

function capacityFor(rangeSeconds: number, intervalSeconds: number): number {
  const interval = intervalSeconds > 0 ? intervalSeconds : 1;
  return Math.ceil(rangeSeconds / interval) + SPARE_SLOTS;
}

export class MetricsHistory implements MetricsHistoryView {
  version = 0;
  intervalSeconds: number;
  private readonly rangeSeconds: number;
  private ring: RingState;
  private watermarks: DiskWatermarks | null = null;
  private readonly cluster = new ClusterAccumulator();
  private readonly scratch = new Float64Array(SERIES.length);
  private readonly nanFields = new Float64Array(METRIC_FIELDS.length).fill(NaN);
  /** The nodes and alerts handed out last, handed out again while the same. */
  private readonly last = { nodes: [] as KnownNode[], alerts: [] as MetricsAlert[] };
  private counted: { ring: RingState; tracks: number; bytes: number } | null = null;
  private cache: { version: number; nodes?: KnownNode[]; alerts?: MetricsAlert[] } = {
    version: -1,
  };
  /** The points last given to each keeper (see `chartData`), moved along by the next call. */
  private readonly given = new WeakMap<object, GivenPoints>();

  constructor({ intervalSeconds, rangeSeconds = 3600 }: MetricsHistoryOptions) {
    this.intervalSeconds = intervalSeconds;
    this.rangeSeconds = rangeSeconds;
    this.ring = emptyRing(capacityFor(rangeSeconds, intervalSeconds), SERIES.length);
  }

  /** Adds a sample; one older than the newest slot is ignored. */
  append(sample: MetricsSample): void {
    const ring = this.ring;
    if (ring.count > 0 && sample.time < ring.times[slotAt(ring, ring.count - 1)]) return;
    const slot = this.openSlot(sample.time, 0);
    this.cluster.reset();
    const seen = ring.written;
    for (const node of sample.nodes) {
      const track = ring.tracks.get(node.id) ?? this.addTrack(node.id);
      track.name = node.name;
      track.roles = node.roles;
      const seconds = (node.timestamp - track.previousTimestamp) / 1000;
      this.cluster.addNode(node.values, track.previous, seconds, this.scratch);
      for (let s = 0; s < SERIES.length; s += 1) track.series[s][slot] = this.scratch[s];
      track.here[slot] = 1;
      track.previous.set(node.values);
      track.previousTimestamp = node.timestamp;
      track.lastSeen = seen;
      track.present = true;
    }
    for (let s = 0; s < SERIES.length; s += 1) ring.cluster[s][slot] = this.cluster.result(s);
    this.closeSlot(slot, seen);
  }

  /** A pause or a failed sample at `time`: a gap in every series, and rates start afresh. */
  appendGap(time: number): void {
    const ring = this.ring;
    if (ring.count > 0 && time < ring.times[slotAt(ring, ring.count - 1)]) return;
    const slot = this.openSlot(time, 1);
    for (const series of ring.cluster) series[slot] = NaN;
    this.closeSlot(slot, ring.written);
  }

  /** Sizes the history for another interval, keeping the newest slots that fit. */
  resize(intervalSeconds: number): void {
    const old = this.ring;
    const ring = emptyRing(capacityFor(this.rangeSeconds, intervalSeconds), SERIES.length);
    const kept = Math.min(old.count, ring.capacity);
    const copy = <T extends Float32Array | Float64Array | Uint8Array>(from: T, to: T) => {
      for (let i = 0; i < kept; i += 1) to[i] = from[slotAt(old, old.count - kept + i)];
    };
    copy(old.times, ring.times);
    copy(old.gap, ring.gap);
    old.cluster.forEach((series, s) => copy(series, ring.cluster[s]));
    for (const track of old.tracks.values()) {
      if (track.lastSeen < old.written - kept) continue;
      const series = track.series.map((from) => {
        const to = emptySeries(ring.capacity);
        copy(from, to);
        return to;
      });
      const here = new Uint8Array(ring.capacity);
      copy(track.here, here);
      ring.tracks.set(track.id, { ...track, series, here });
    }
    ring.count = kept;
    ring.next = kept % ring.capacity;
    ring.written = old.written;
    this.ring = ring;
    this.intervalSeconds = intervalSeconds;
    this.version += 1;
  }

  /** What it holds, for another history to take over (see `adopt`). */
  held(): RingState {
    return this.ring;
  }

  /**
   * Takes over what another history held (the stored hour, read at `intervalSeconds`, perhaps by
   * the page's worker), sized again for this one's interval; only while this one holds nothing.
   */
  adopt(ring: RingState, intervalSeconds: number): void {
    if (this.ring.count > 0 || ring.cluster.length !== SERIES.length) return;
    const wanted = this.intervalSeconds;
    this.ring = ring;
    this.intervalSeconds = intervalSeconds;
    if (intervalSeconds === wanted) this.version += 1;
    else this.resize(wanted);
  }

  /** The watermarks disk alerts are measured against; null for none. */
  setWatermarks(marks: DiskWatermarks | null): void {
    this.watermarks = marks;
    this.version += 1;
  }

  /** The nodes held, by name. */
  nodes(): readonly KnownNode[] {
    const cache = this.cached();
    cache.nodes ??= keptIfSame(this.last.nodes, knownNodes(this.ring), sameNodes);
    this.last.nodes = cache.nodes;
    return cache.nodes;
  }

  span(): TimeRange | null {
    const ring = this.ring;
    if (ring.count === 0) return null;
    return { from: ring.times[slotAt(ring, 0)], to: ring.times[slotAt(ring, ring.count - 1)] };
  }

  chartData(chart: ChartDef, scope: MetricsScope, range: TimeRange, keeper?: object): ChartData {
    const ring = this.ring;
    const [start, end] = slotsWithin(ring, range.from, range.to);
    const arrays = this.scopeSeries(scope);
    const source = {
      ring,
      series: chart.series.map((series) => arrays?.[SERIES_INDEX.get(series.id) ?? -1]),
    };
    const points = chartPoints(source, start, end, keeper && this.given.get(keeper));
    if (keeper) this.given.set(keeper, points);
    return points.data;
  }

  figures(chart: ChartDef, scope: MetricsScope, range: TimeRange): ChartFigures {
    const ring = this.ring;
    const [start, end] = slotsWithin(ring, range.from, range.to);
    // Read run by run in the arrays: every chart's sentence is read at every sample.
    const runs = slotRuns(ring, start, end);
    const arrays = this.scopeSeries(scope);
    const series = chart.series.map((one): SeriesFigures => {
      const source = arrays?.[SERIES_INDEX.get(one.id) ?? -1];
      return source ? readFigures(source, runs) : { now: null, min: null, max: null };
    });
    return { points: Math.max(0, end - start), series };
  }

  latest(seriesId: string, scope: MetricsScope): number | null {
    const ring = this.ring;
    const source = this.scopeSeries(scope)?.[SERIES_INDEX.get(seriesId) ?? -1];
    if (!source || ring.count === 0) return null;
    const value = source[slotAt(ring, ring.count - 1)];
    return Number.isNaN(value) ? null : value;
  }

  /** The alerts on the newest sample. */
  alerts(): readonly MetricsAlert[] {
    const cache = this.cached();
    cache.alerts ??= keptIfSame(
      this.last.alerts,
      historyAlerts(this.ring, newestSampleSlot(this.ring), this.watermarks),
      sameAlerts,
    );
    this.last.alerts = cache.alerts;
    return cache.alerts;
  }

  csv(range: TimeRange): string {
    return historyCsv(this.ring, range);
  }

  /** The bytes the history's arrays take, counted again once a node came or went (or a resize). */
  bytes(): number {
    const { ring } = this;
    const counted = this.counted;
    if (counted?.ring === ring && counted.tracks === ring.tracks.size) return counted.bytes;
    const bytes = heldBytes(ring);
    this.counted = { ring, tracks: ring.tracks.size, bytes };
    return bytes;
  }

  private scopeSeries(scope: MetricsScope): Float32Array[] | undefined {
    return scope.kind === 'cluster' ? this.ring.cluster : this.ring.tracks.get(scope.id)?.series;
  }

  private cached() {
    if (this.cache.version !== this.version) this.cache = { version: this.version };
    return this.cache;
  }

  private addTrack(id: string): NodeTrack {
    const { capacity, tracks } = this.ring;
    const track: NodeTrack = {
      id,
      name: id,
      roles: [],
      present: false,
      series: SERIES.map(() => emptySeries(capacity)),
      here: new Uint8Array(capacity),
      previous: new Float64Array(METRIC_FIELDS.length).fill(NaN),
      previousTimestamp: NaN,
      lastSeen: -1,
    };
    tracks.set(id, track);
    return track;
  }

  private openSlot(time: number, gap: number): number {
    const ring = this.ring;
    const slot = ring.next;
    ring.times[slot] = time;
    ring.gap[slot] = gap;
    return slot;
  }

  /**
   * Ends the slot: the nodes not in it (or every node, for a gap) get a gap there and lose the
   * base of their rates, and a node with no value left in the window is forgotten.
   */
  private closeSlot(slot: number, seen: number): void {
    const ring = this.ring;
    ring.next = (slot + 1) % ring.capacity;
    ring.count = Math.min(ring.count + 1, ring.capacity);
    ring.written += 1;
    const oldestHeld = ring.written - ring.count;
    for (const track of ring.tracks.values()) {
      if (track.lastSeen === seen) continue;
      for (const series of track.series) series[slot] = NaN;
      track.here[slot] = 0;
      track.previous.set(this.nanFields);
      track.previousTimestamp = NaN;
      if (ring.gap[slot] === 0) track.present = false;
      if (track.lastSeen < oldestHeld) ring.tracks.delete(track.id);
    }
    this.version += 1;
  }
}
