import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chartById } from '../../engine/metrics/catalogue';
import { manualMetricsSource } from '../../components/metrics/testLiveMetrics';
import type { MetricsSource } from '../../components/metrics/useMetrics';
import { MetricsHistory } from '../../engine/metrics/history';
import { fixtureNodes, nodeStatsAnswer } from '../../engine/metrics/nodeStats.fixture';
import { readNodeStats } from '../../engine/metrics/readSample';
import type { MetricsScope } from '../../engine/metrics/types';
import { renderWithStore } from '../../test/renderWithStore';
import { ChartCard } from './ChartCard';

const CLUSTER: MetricsScope = { kind: 'cluster' };
const OPENED_AT = Date.UTC(2026, 0, 1);
const RANGE = { from: OPENED_AT - 3_600_000, to: OPENED_AT };
const GIB = 1024 ** 3;

/** A source the test feeds: `sample` appends a sample of two nodes' heap and tells the views. */
function testSource(history: MetricsHistory) {
  const { source, change } = manualMetricsSource(history);
  let step = 0;
  const sample = (heapGib: number) => {
    const answer = nodeStatsAnswer({
      nodes: fixtureNodes(2),
      step,
      start: OPENED_AT,
      stepMs: 1000,
      values: () => ({ 'jvm.heap_used': heapGib * GIB }),
    });
    history.append(readNodeStats(answer, OPENED_AT + step * 1000));
    step += 1;
    change();
  };
  return { source, sample };
}

function card(source: MetricsSource, chart = 'jvm.heap') {
  return (
    <ChartCard
      chart={chartById(chart)!}
      source={source}
      scope={CLUSTER}
      rangeName="1h"
      zoom={null}
      openedAt={OPENED_AT}
      spanText="in the last hour"
      thresholds={[]}
      syncKey="test"
      onZoom={() => {}}
      onResetZoom={() => {}}
    />
  );
}

/** An IntersectionObserver the test tells when the card comes near the viewport. */
function observedCards() {
  const observers: ((near: boolean) => void)[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly report: IntersectionObserverCallback) {
        observers.push((near) =>
          this.report([{ isIntersecting: near } as IntersectionObserverEntry], this as never),
        );
      }
      observe() {}
      disconnect() {}
    },
  );
  return { bringNear: () => act(() => observers.forEach((tell) => tell(true))) };
}

afterEach(() => vi.unstubAllGlobals());

/** The card's sentence for screen readers: the name of the image that stands for its chart. */
const sentence = () => within(screen.getByRole('region', { name: 'JVM heap' })).getByRole('img');

describe('ChartCard', () => {
  it('says what a card far from the viewport shows without copying out its points', async () => {
    const { bringNear } = observedCards();
    const history = new MetricsHistory({ intervalSeconds: 1 });
    const chartData = vi.spyOn(history, 'chartData');
    await renderWithStore(card(testSource(history).source));
    expect(sentence()).toHaveAccessibleName(/^JVM heap: /);
    expect(screen.getByText('No sample in this range yet.')).toBeInTheDocument();
    expect(chartData).not.toHaveBeenCalled();
    bringNear();
    expect(chartData).toHaveBeenCalledWith(chartById('jvm.heap'), CLUSTER, RANGE, {});
  });

  it('far from the viewport, says anew at every tenth sample what it shows, and at each one once near', async () => {
    const { bringNear } = observedCards();
    const history = new MetricsHistory({ intervalSeconds: 1 });
    const { source, sample } = testSource(history);
    await renderWithStore(card(source));
    // The cluster's heap the sentence says it uses now, in GiB per node (two nodes).
    const toldGib = () => {
      const said = sentence().getAttribute('aria-label') ?? '';
      const gb = Number(/Used ([\d.]+) GB now/.exec(said)?.[1]);
      return Math.round((gb * 1e9) / GIB / 2);
    };
    // The sampler's first nine changes reach the card, then every tenth.
    for (let gib = 1; gib <= 29; gib += 1) {
      act(() => sample(gib));
      const told = gib < 10 ? gib : 9 + 10 * Math.floor((gib - 9) / 10);
      expect(toldGib(), `after sample ${gib}`).toBe(told);
    }
    bringNear();
    for (let gib = 30; gib <= 32; gib += 1) {
      act(() => sample(gib));
      expect(toldGib()).toBe(gib);
    }
  });

  it('follows the samples by itself: its sentence and range move with each new one', async () => {
    const { bringNear } = observedCards();
    const history = new MetricsHistory({ intervalSeconds: 1 });
    const chartData = vi.spyOn(history, 'chartData');
    const { source, sample } = testSource(history);
    await renderWithStore(card(source));
    bringNear();
    const region = screen.getByRole('region', { name: 'JVM heap' });
    sample(1);
    sample(2);
    expect(region).not.toHaveTextContent('No sample in this range yet.');
    expect(sentence()).toHaveAccessibleName(/Used 4\.29 GB now, between 2\.15 GB and 4\.29 GB/);
    // The range ends at the newest sample, an hour long.
    const newest = OPENED_AT + 1000;
    expect(chartData).toHaveBeenLastCalledWith(
      chartById('jvm.heap'),
      CLUSTER,
      { from: newest - 3_600_000, to: newest },
      {},
    );
    // One keeper for the card: each sample moves the points it was given before.
    const keepers = new Set(chartData.mock.calls.map((call) => call[3]));
    expect(keepers.size).toBe(1);
    sample(3);
    expect(sentence()).toHaveAccessibleName(/Used 6\.44 GB now, between 2\.15 GB and 6\.44 GB/);
  });
});
