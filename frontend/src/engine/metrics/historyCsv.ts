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

/** A stored value as text: integers whole, fractions to the 7 digits the history keeps. */
function numberCell(value: number): string {
  if (Number.isNaN(value)) return '';
  return String(Number.isInteger(value) ? value : Number(value.toPrecision(7)));
}

function row(time: string, node: string, series: Float32Array[], slot: number): string {
  let line = `${time},${csvCell(node)}`;
  for (const values of series) line += `,${numberCell(values[slot])}`;
  return line;
}

export function historyCsv(ring: RingState, range: TimeRange): string {
  const lines = [['time', 'node', ...SERIES.map((series) => series.id)].map(csvCell).join(',')];
  const tracks = tracksByName(ring);
  const [start, end] = slotsWithin(ring, range.from, range.to);
  for (let i = start; i < end; i += 1) {
    const slot = slotAt(ring, i);
    if (ring.gap[slot] === 1) continue;
    const time = new Date(ring.times[slot]).toISOString();
    lines.push(row(time, CLUSTER_ROW, ring.cluster, slot));
    for (const track of tracks)
      if (track.here[slot] === 1) lines.push(row(time, track.name, track.series, slot));
  }
  return `${lines.join('\r\n')}\r\n`;
}
