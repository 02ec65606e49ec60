import { describe, expect, it } from 'vitest';
import { apiError, toClusterErrorInfo } from '../../api/errors';
import type { MetricsSnapshot } from '../../api/metrics/samplerTypes';
import { MetricsHistory } from '../../engine/metrics/history';
import { fixtureNodes, nodeStatsAnswer } from '../../engine/metrics/nodeStats.fixture';
import { readNodeStats } from '../../engine/metrics/readSample';
import type { MetricsScope } from '../../engine/metrics/types';
import en from '../../i18n/locales/en.json';
import { createTranslations } from '../../i18n/translate';
import {
  formatSparklineValue,
  sparklineFailure,
  sparklineFigures,
  sparklineLabel,
  sparklineName,
  sparklinesShown,
  SPARKLINES,
} from './sparklineSeries';

const START = Date.UTC(2026, 0, 1);
const NODES = fixtureNodes(2);
const CLUSTER: MetricsScope = { kind: 'cluster' };
const [HEAP, INDEXING, SEARCH] = SPARKLINES;
const { t } = createTranslations('en', en);

/** A history of `steps` samples 5 s apart, node 1's heap climbing 1 % per step from 50 %. */
function history(steps: number, gapAt = -1) {
  const held = new MetricsHistory({ intervalSeconds: 5 });
  for (let step = 0; step < steps; step += 1) {
    const time = START + step * 5000;
    if (step === gapAt) {
      held.appendGap(time);
      continue;
    }
    const answer = nodeStatsAnswer({
      nodes: NODES,
      step,
      start: START,
      stepMs: 5000,
      values: (_node, index) =>
        index === 1 ? { 'jvm.heap_used': (0.5 + step / 100) * 1024 ** 3 } : {},
    });
    held.append(readNodeStats(answer, time));
  }
  return held;
}

const snapshot = (status: MetricsSnapshot['status'], held = history(0)): MetricsSnapshot => ({
  history: held,
  status,
  version: 1,
});

describe('sparkline figures', () => {
  it('reads the cluster heap as its highest node and the rates as the nodes summed', () => {
    const held = history(4);
    expect(sparklineFigures(held, HEAP, CLUSTER, 60)).toMatchObject({ now: 53, min: 50, max: 53 });
    // Each node indexes 100 documents and runs 200 queries per 5 s step.
    expect(sparklineFigures(held, INDEXING, CLUSTER, 60)).toMatchObject({
      now: 40,
      min: 40,
      max: 40,
    });
    const node0 = sparklineFigures(held, SEARCH, { kind: 'node', id: NODES[0].id }, 60);
    expect(node0.now).toBe(40);
  });

  it('leaves the part of the range the history does not reach empty, the line ending at the newest sample', () => {
    const { values } = sparklineFigures(history(4), HEAP, CLUSTER, 1000);
    // 15 minutes at 5 s: 180 slots, of which the last 4 hold samples.
    expect(values).toHaveLength(180);
    expect(values.slice(0, 176).every((value) => value === null)).toBe(true);
    expect(values.slice(176).map((value) => Math.round(value ?? -1))).toEqual([50, 51, 52, 53]);
  });

  it('averages neighbouring samples down to the points asked, a gap kept where all are missing', () => {
    const { values } = sparklineFigures(history(180, 100), INDEXING, CLUSTER, 60);
    expect(values).toHaveLength(60);
    // The first sample has no rate; the gap at step 100 and the restart of the rates after it
    // fall in one group of three.
    expect(values[0]).toBe(40);
    expect(values[33]).toBe(40);
    expect(values.filter((value) => value === null)).toHaveLength(0);
    const gapped = sparklineFigures(history(180, 100), INDEXING, CLUSTER, 180).values;
    expect(gapped[100]).toBeNull();
    expect(gapped[101]).toBeNull();
  });

  it('has no value now when the newest sample failed, and nothing for an unknown node', () => {
    const held = history(4);
    held.appendGap(START + 4 * 5000);
    expect(sparklineFigures(held, HEAP, CLUSTER, 60)).toMatchObject({ now: null, max: 53 });
    expect(sparklineFigures(held, HEAP, { kind: 'node', id: 'gone' }, 60)).toMatchObject({
      now: null,
      min: null,
    });
    expect(sparklineFigures(history(0), HEAP, CLUSTER, 60).values).toEqual([]);
  });
});

describe('sparkline words', () => {
  it('speaks the newest value and the range of the last 15 minutes in its unit', () => {
    const figures = sparklineFigures(history(4), HEAP, CLUSTER, 60);
    const name = sparklineName(t, 'heap', CLUSTER);
    expect(sparklineLabel(t, name, 'percent', figures)).toBe(
      'Heap (highest node): 53% now, between 50% and 53% in the last 15 minutes',
    );
    expect(sparklineName(t, 'heap', { kind: 'node', id: 'x' })).toBe('Heap');
    expect(
      sparklineLabel(t, 'Indexing', 'perSecond', { values: [], now: null, min: 2, max: 3 }),
    ).toBe('Indexing: no value now, between 2/s and 3/s in the last 15 minutes');
    expect(
      sparklineLabel(t, 'Indexing', 'perSecond', { values: [], now: null, min: null, max: null }),
    ).toBe('Indexing: no values in the last 15 minutes');
  });

  it('writes rates with fewer decimals the larger they are, and small percents with one', () => {
    expect(formatSparklineValue(t, 'perSecond', 1234.5)).toBe('1,235/s');
    expect(formatSparklineValue(t, 'perSecond', 12.34)).toBe('12.3/s');
    expect(formatSparklineValue(t, 'percent', 4.25)).toBe('4.3%');
  });
});

describe('when the lines show', () => {
  const error = toClusterErrorInfo(
    apiError(403, 'Forbidden', { error: { type: 'security_exception', reason: 'no monitor' } }),
  );

  it('shows them sampling or failing, not before the first answer nor on an engine without node statistics', () => {
    expect(sparklinesShown(snapshot({ state: 'sampling', since: 0 }))).toBe(true);
    expect(sparklinesShown(snapshot({ state: 'failed', error, since: 0 }))).toBe(true);
    expect(sparklinesShown(snapshot({ state: 'idle' }))).toBe(false);
    expect(
      sparklinesShown(
        snapshot({ state: 'unsupported', error: { ...error, status: 400 }, since: 0 }),
      ),
    ).toBe(false);
    expect(sparklinesShown(snapshot({ state: 'paused', since: 0 }))).toBe(false);
    expect(sparklinesShown(snapshot({ state: 'paused', since: 0 }, history(2)))).toBe(true);
  });

  it('says why while sampling fails', () => {
    expect(sparklineFailure(t, snapshot({ state: 'sampling', since: 0 }))).toBeNull();
    expect(sparklineFailure(t, snapshot({ state: 'failed', error, since: 0 }))).toBe(
      'Node statistics could not be read: no monitor',
    );
  });
});
