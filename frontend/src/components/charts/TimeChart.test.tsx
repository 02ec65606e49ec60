// The chart's life with uPlot (which needs a canvas the test DOM lacks) replaced by a recorder.
import { DEFAULT_THEME, MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ChartData } from '../../engine/metrics/types';
import { chartPalette } from './chartOptions';
import { TimeChart, type TimeChartProps } from './TimeChart';
import classes from './TimeChart.module.css';

const plots = vi.hoisted(() => [] as FakePlot[]);

interface FakePlot {
  options: {
    series: { label?: string; width?: number }[];
    axes: { stroke?: string }[];
    cursor: { sync: { key: string } };
  };
  calls: string[];
  over: HTMLDivElement;
  destroyed: boolean;
  /** The series as drawn: uPlot reads each one's width at every draw. */
  series: { width?: number }[];
}

let rootHeight = 207;

vi.mock('uplot', () => ({
  default: class {
    over = document.createElement('div');
    root = document.createElement('div');
    width = 400;
    height = 180;
    record: FakePlot;
    series: { width?: number }[];
    constructor(options: FakePlot['options'], _data: unknown, target: HTMLElement) {
      // The test DOM lays nothing out: the plot and legend are as high as `rootHeight` says.
      Object.defineProperty(this.root, 'offsetHeight', { get: () => rootHeight });
      target.appendChild(this.root);
      this.series = options.series.map((series): { width?: number } => ({ ...series }));
      this.record = {
        options,
        calls: [],
        over: this.over,
        destroyed: false,
        series: this.series,
      };
      plots.push(this.record);
    }
    batch(run: () => void) {
      run();
    }
    setData(data: ChartData) {
      this.record.calls.push(`data ${data[0].length}`);
    }
    setScale(key: string, { min, max }: { min: number; max: number }) {
      this.record.calls.push(`scale ${key} ${min}-${max}`);
    }
    // The pointer is off the plot.
    cursor = { idx: null };
    setLegend() {
      this.record.calls.push('legend');
    }
    setSize() {}
    destroy() {
      this.record.destroyed = true;
    }
  },
}));

// The stand-in draws nothing, but the chart is built only where a canvas can be drawn on.
beforeAll(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    {} as CanvasRenderingContext2D,
  );
});

beforeEach(() => {
  plots.length = 0;
});

function props(overrides: Partial<TimeChartProps> = {}): TimeChartProps {
  return {
    series: [{ label: 'Query', style: 0 }],
    data: [
      [1, 2],
      [10, 20],
    ],
    range: { from: 0, to: 5000 },
    formatValue: String,
    formatTime: String,
    formatTick: String,
    syncKey: 'metrics',
    palette: LIGHT,
    ...overrides,
  };
}

const LIGHT = chartPalette(DEFAULT_THEME, 'light');
const DARK = chartPalette(DEFAULT_THEME, 'dark');

const inTheme = (chart: TimeChartProps) => (
  <MantineProvider env="test">
    <TimeChart {...chart} />
  </MantineProvider>
);

describe('TimeChart', () => {
  it('is built once and given new data and the range without being rebuilt', () => {
    const { rerender } = render(inTheme(props()));
    expect(plots).toHaveLength(1);
    // With the pointer off the plot, the legend is given the new data's newest values.
    expect(plots[0].calls).toEqual(['data 2', 'scale x 0-5', 'legend']);
    expect(plots[0].options.cursor.sync.key).toBe('metrics');
    rerender(
      inTheme(
        props({
          data: [
            [1, 2, 3],
            [10, 20, 30],
          ],
          range: { from: 1000, to: 6000 },
        }),
      ),
    );
    expect(plots).toHaveLength(1);
    expect(plots[0].calls.slice(3)).toEqual(['data 3', 'scale x 1-6', 'legend']);
  });

  it('is rebuilt when its series change, the old one destroyed', () => {
    const { rerender, unmount } = render(inTheme(props()));
    rerender(inTheme(props({ series: [{ label: 'Fetch', style: 1 }] })));
    expect(plots).toHaveLength(2);
    expect(plots[0].destroyed).toBe(true);
    expect(plots[1].options.series[1].label).toBe('Fetch');
    unmount();
    expect(plots[1].destroyed).toBe(true);
  });

  it('is rebuilt in the colours of a new palette (the other theme)', () => {
    const { rerender } = render(inTheme(props()));
    expect(plots[0].options.axes[1].stroke).toBe(LIGHT.axis);
    rerender(inTheme(props({ palette: DARK })));
    expect(plots).toHaveLength(2);
    expect(plots[0].destroyed).toBe(true);
    expect(plots[1].options.axes[1].stroke).toBe(DARK.axis);
    expect(DARK.axis).not.toBe(LIGHT.axis);
  });

  it('goes back to the screen range on a double-click', () => {
    const onResetZoom = vi.fn();
    render(inTheme(props({ onResetZoom })));
    plots[0].over.dispatchEvent(new MouseEvent('dblclick'));
    expect(onResetZoom).toHaveBeenCalledTimes(1);
  });

  it('lays its box out on its own, as high as its plot and legend, measured again when they change', () => {
    const watched: { target: Element; changed: () => void; by: object }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: () => void) {}
        observe(target: Element) {
          watched.push({ target, changed: () => this.report(), by: this });
        }
        disconnect() {
          watched.splice(0, watched.length, ...watched.filter((one) => one.by !== this));
        }
      },
    );
    try {
      rootHeight = 207;
      const { container, unmount } = render(inTheme(props()));
      const box = container.querySelector<HTMLElement>(`.${classes.chart}`)!;
      expect(box.classList.contains(classes.contained)).toBe(true);
      expect(box.style.height).toBe('207px');
      // A legend that wraps onto a second line.
      rootHeight = 225;
      const legend = watched.filter((one) => one.target === box.firstElementChild);
      expect(legend).toHaveLength(1);
      legend[0].changed();
      expect(box.style.height).toBe('225px');
      unmount();
      expect(box.classList.contains(classes.contained)).toBe(false);
      expect(box.style.height).toBe('');
      expect(watched).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('draws lines 2 px wide, and 1 px where there are more points than pixels', () => {
    const times = (count: number) => Array.from({ length: count }, (_, index) => index);
    const { rerender } = render(inTheme(props()));
    expect(plots[0].series[1].width).toBe(2);
    const dense: ChartData = [times(1000), times(1000)];
    rerender(inTheme(props({ data: dense })));
    expect(plots[0].series[1].width).toBe(1);
    const sparse: ChartData = [times(300), times(300)];
    rerender(inTheme(props({ data: sparse })));
    expect(plots[0].series[1].width).toBe(2);
  });
});
