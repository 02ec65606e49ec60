import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chartById } from '../../engine/metrics/catalogue';
import { MetricsHistory } from '../../engine/metrics/history';
import type { MetricsScope } from '../../engine/metrics/types';
import { renderWithStore } from '../../test/renderWithStore';
import { ChartCard } from './ChartCard';

const CLUSTER: MetricsScope = { kind: 'cluster' };
const RANGE = { from: 0, to: 3_600_000 };

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

describe('ChartCard', () => {
  it('says what a card far from the viewport shows without copying out its points', async () => {
    const { bringNear } = observedCards();
    const history = new MetricsHistory({ intervalSeconds: 1 });
    const chartData = vi.spyOn(history, 'chartData');
    await renderWithStore(
      <ChartCard
        chart={chartById('jvm.heap')!}
        history={history}
        version={history.version}
        scope={CLUSTER}
        range={RANGE}
        spanText="in the last hour"
        thresholds={[]}
        syncKey="test"
        onZoom={() => {}}
        onResetZoom={() => {}}
      />,
    );
    expect(screen.getByRole('region', { name: 'JVM heap' })).toHaveTextContent(/JVM heap: /);
    expect(screen.getByText('No sample in this range yet.')).toBeInTheDocument();
    expect(chartData).not.toHaveBeenCalled();
    bringNear();
    expect(chartData).toHaveBeenCalledWith(chartById('jvm.heap'), CLUSTER, RANGE);
  });
});
