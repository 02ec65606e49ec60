// The thresholds crossed on the newest sample, listed at the top of the Metrics screen and
// marked on its charts: heap over 85 % of its max, rejections rising in the write, search or get
// pool, a circuit breaker at 90 % of its limit or more, a disk past a watermark (measured as the
// disk card measures it: used = total − available, against the watermarks in force).
import { BREAKERS, THREAD_POOLS } from './fields';
import { SERIES_INDEX } from './catalogue';
import { evaluateDisk, type DiskWatermarks } from '../watermarks';
import { tracksByName, type NodeTrack, type RingState } from './historyStore';
import type { MetricsAlert } from './types';

/** Heap used over this percent of its max is an alert. */
export const HEAP_ALERT_PERCENT = 85;
/** A breaker at or over this percent of its limit is an alert. */
export const BREAKER_ALERT_PERCENT = 90;

const index = (id: string) => SERIES_INDEX.get(id)!;
const HEAP = index('jvm.heap.percent');
const REJECTIONS = THREAD_POOLS.map((pool) => ({
  pool,
  s: index(`threadPool.${pool}.rejections`),
}));
const BREAKER_PERCENTS = BREAKERS.map(({ name }) => ({
  name,
  s: index(`breaker.${name}.percent`),
}));
const DISK_TOTAL = index('fs.total');
const DISK_USED = index('fs.used');

function nodeAlerts(track: NodeTrack, slot: number, marks: DiskWatermarks | null): MetricsAlert[] {
  const node = { nodeId: track.id, nodeName: track.name };
  const value = (s: number) => track.series[s][slot];
  const alerts: MetricsAlert[] = [];
  if (value(HEAP) > HEAP_ALERT_PERCENT)
    alerts.push({ kind: 'heap', ...node, value: value(HEAP), limit: HEAP_ALERT_PERCENT });
  for (const { pool, s } of REJECTIONS)
    if (value(s) > 0)
      alerts.push({ kind: 'rejections', ...node, value: value(s), limit: 0, detail: pool });
  for (const { name, s } of BREAKER_PERCENTS)
    if (value(s) >= BREAKER_ALERT_PERCENT)
      alerts.push({
        kind: 'breaker',
        ...node,
        value: value(s),
        limit: BREAKER_ALERT_PERCENT,
        detail: name,
      });
  if (marks) {
    const total = value(DISK_TOTAL);
    const used = value(DISK_USED);
    const disk = {
      total: Number.isNaN(total) ? null : total,
      used: Number.isNaN(used) ? null : used,
    };
    const { level, used: share } = evaluateDisk(disk, marks);
    if (level && level !== 'ok' && share !== null)
      alerts.push({ kind: 'disk', ...node, value: share * 100, limit: level });
  }
  return alerts;
}

/** The alerts of the nodes in the sample at `slot` (none for -1), by node name. */
export function historyAlerts(
  ring: RingState,
  slot: number,
  marks: DiskWatermarks | null,
): MetricsAlert[] {
  if (slot < 0) return [];
  return tracksByName(ring)
    .filter((track) => track.here[slot] === 1)
    .flatMap((track) => nodeAlerts(track, slot, marks));
}
