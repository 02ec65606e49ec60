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

/** Adds the node's alerts at `slot` to `alerts`, allocating nothing for a node with none. */
function addNodeAlerts(
  alerts: MetricsAlert[],
  track: NodeTrack,
  slot: number,
  marks: DiskWatermarks | null,
): void {
  const value = (s: number) => track.series[s][slot];
  const alert = (
    kind: MetricsAlert['kind'],
    crossed: number,
    limit: MetricsAlert['limit'],
    detail?: string,
  ) => {
    const one: MetricsAlert = {
      kind,
      nodeId: track.id,
      nodeName: track.name,
      value: crossed,
      limit,
    };
    if (detail !== undefined) one.detail = detail;
    alerts.push(one);
  };
  if (value(HEAP) > HEAP_ALERT_PERCENT) alert('heap', value(HEAP), HEAP_ALERT_PERCENT);
  for (const { pool, s } of REJECTIONS) if (value(s) > 0) alert('rejections', value(s), 0, pool);
  for (const { name, s } of BREAKER_PERCENTS)
    if (value(s) >= BREAKER_ALERT_PERCENT) alert('breaker', value(s), BREAKER_ALERT_PERCENT, name);
  if (marks) {
    const total = value(DISK_TOTAL);
    const used = value(DISK_USED);
    const disk = {
      total: Number.isNaN(total) ? null : total,
      used: Number.isNaN(used) ? null : used,
    };
    const { level, used: share } = evaluateDisk(disk, marks);
    if (level && level !== 'ok' && share !== null) alert('disk', share * 100, level);
  }
}

/** The alerts of the nodes in the sample at `slot` (none for -1), by node name. */
export function historyAlerts(
  ring: RingState,
  slot: number,
  marks: DiskWatermarks | null,
): MetricsAlert[] {
  const alerts: MetricsAlert[] = [];
  if (slot < 0) return alerts;
  for (const track of tracksByName(ring))
    if (track.here[slot] === 1) addNodeAlerts(alerts, track, slot, marks);
  return alerts;
}
