// The samples of a time range as CSV (RFC 4180: CRLF lines, cells with a comma, a quote or a
// line break quoted): `time,node,<series ids>`, one row per sample for the cluster (`_cluster`)
// and one per node in that sample, times in ISO 8601 (UTC), an empty cell where a series has
// no value. Gaps (pauses, failed samples) have no rows.
import { SERIES } from './catalogue';
import { slotAt, slotsWithin, tracksByName, type RingState } from './historyStore';
import type { TimeRange } from './types';

/** The node column of the cluster's rows. */
export const CLUSTER_ROW = '_cluster';

/** One CSV cell, quoted when it holds a comma, a quote or a line break. */
export function csvCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A stored value as text: integers whole, fractions to three decimals (a microsecond). */
function numberCell(value: number): string {
  if (Number.isNaN(value)) return '';
  return String(Number.isInteger(value) ? value : Math.round(value * 1000) / 1000);
}

/** One row; its cells gathered in `cells` (reused) and joined once, the quickest way to a line. */
function row(cells: string[], start: string, series: Float32Array[], slot: number): string {
  cells[0] = start;
  for (let s = 0; s < series.length; s += 1) cells[s + 1] = numberCell(series[s][slot]);
  return cells.join(',');
}

export function historyCsv(ring: RingState, range: TimeRange): string {
  const lines = [['time', 'node', ...SERIES.map((series) => series.id)].map(csvCell).join(',')];
  const tracks = tracksByName(ring);
  const names = tracks.map((track) => csvCell(track.name));
  const cells = new Array<string>(SERIES.length + 1);
  const [start, end] = slotsWithin(ring, range.from, range.to);
  for (let i = start; i < end; i += 1) {
    const slot = slotAt(ring, i);
    if (ring.gap[slot] === 1) continue;
    const time = new Date(ring.times[slot]).toISOString();
    lines.push(row(cells, `${time},${CLUSTER_ROW}`, ring.cluster, slot));
    tracks.forEach((track, index) => {
      if (track.here[slot] === 1)
        lines.push(row(cells, `${time},${names[index]}`, track.series, slot));
    });
  }
  return `${lines.join('\r\n')}\r\n`;
}
