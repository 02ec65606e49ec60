// The chart's life with uPlot (which needs a canvas the test DOM lacks) replaced by a recorder.
import { DEFAULT_THEME, MantineProvider } from '@mantine/core';
import { act, render } from '@testing-library/react';
import type { ChartData } from '../../engine/metrics/types';
import { chartPalette } from './chartOptions';
import type { DrawReply, DrawRequest } from './chartDraw.worker';
import { CHART_DRAW_MEASURE, TimeChart, type TimeChartProps } from './TimeChart';
import classes from './TimeChart.module.css';
import { recorder } from './testContext';

const plots = vi.hoisted(() => [] as FakePlot[]);

interface FakePlot {
  options: {
    series: { label?: string; width?: number }[];
    drawOrder?: string[];
    axes: { stroke?: string }[];
    cursor: { sync: { key: string } };
    hooks: { draw: ((u: unknown) => void)[]; setCursor: ((u: unknown) => void)[] };
  };
  calls: string[];
  over: HTMLDivElement;
  canvas: HTMLCanvasElement;
  destroyed: boolean;
  /** The plot itself, as its hooks are given it. */
  self: { cursor: { idx: number | null } };
  /** The series as drawn: uPlot reads each one's width at every draw. */
  series: { width?: number }[];
}

let rootHeight = 207;

vi.mock('uplot', () => ({
  default: class {
    over = document.createElement('div');
    root = document.createElement('div');
    // Drawn on by the chart's hooks where uPlot draws (the newest values, thresholds).
    ctx = Object.assign(recorder(), { canvas: document.createElement('canvas') });
    width = 400;
    height = 180;
    record: FakePlot;
    series: { width?: number }[];
    data: ChartData = [[]];
    bbox = { left: 0, top: 0, width: 400, height: 150 };
    scales: Record<string, { min?: number; max?: number }> = { y: { min: 0, max: 100 } };
    constructor(options: FakePlot['options'], _data: unknown, target: HTMLElement) {
      // The test DOM lays nothing out: the plot and legend are as high as `rootHeight` says.
      Object.defineProperty(this.root, 'offsetHeight', { get: () => rootHeight });
      target.appendChild(this.root);
      this.root.append(this.ctx.canvas, this.over);
      this.series = options.series.map((series): { width?: number } => ({ ...series }));
      this.record = {
        options,
        calls: [],
        over: this.over,
        canvas: this.ctx.canvas,
        destroyed: false,
        self: this,
        series: this.series,
      };
      plots.push(this.record);
    }
    // uPlot redraws at the end of a batch, then calls its draw hooks.
    batch(run: () => void) {
      run();
      for (const hook of this.record.options.hooks.draw) hook(this);
    }
    setData(data: ChartData) {
      this.data = data;
      this.record.calls.push(`data ${data[0].length}`);
    }
    setScale(key: string, { min, max }: { min: number; max: number }) {
      this.scales[key] = { min, max };
      this.record.calls.push(`scale ${key} ${min}-${max}`);
    }
    // The pointer is off the plot.
    cursor: { idx: number | null } = { idx: null };
    setLegend() {
      this.record.calls.push('legend');
    }
    valToPos() {
      return 0;
    }
    setSize() {}
    destroy() {
      this.record.destroyed = true;
    }
  },
}));

// The stand-in draws nothing, but the chart is built only where a canvas can be drawn on.
beforeAll(() => {
  const contexts = new WeakMap<HTMLCanvasElement, ReturnType<typeof recorder>>();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    if (!contexts.has(this)) contexts.set(this, recorder());
    return contexts.get(this) as unknown as CanvasRenderingContext2D;
  });
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
    // With the pointer off the plot, the legend is left alone: the newest values are drawn.
    expect(plots[0].calls).toEqual(['data 2', 'scale x 0-5']);
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
    expect(plots[0].calls.slice(2)).toEqual(['data 3', 'scale x 1-6']);
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

/** The page's lines worker as the test sees it: what it was sent, and its answers. */
const workers = vi.hoisted(() => [] as FakeWorker[]);

interface FakeWorker {
  sent: { requests: DrawRequest[]; transfer: Transferable[] }[];
  onmessage: ((event: { data: DrawReply[] }) => void) | null;
  onerror: (() => void) | null;
}

describe('TimeChart, its lines drawn off the main thread', () => {
  beforeAll(() => {
    vi.stubGlobal(
      'Worker',
      class implements FakeWorker {
        sent: FakeWorker['sent'] = [];
        onmessage: FakeWorker['onmessage'] = null;
        onerror: FakeWorker['onerror'] = null;
        constructor() {
          workers.push(this);
        }
        postMessage(requests: DrawRequest[], transfer: Transferable[]) {
          this.sent.push({ requests, transfer });
        }
        terminate() {}
      },
    );
    vi.stubGlobal('OffscreenCanvas', class {});
    HTMLCanvasElement.prototype.transferControlToOffscreen = function () {
      return { from: this } as unknown as OffscreenCanvas;
    };
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
  });

  /** The requests sent since the last call, once the task's microtasks ran. */
  async function requests(): Promise<DrawRequest[]> {
    await Promise.resolve();
    const worker = workers[0];
    const all = worker.sent.flatMap((one) => one.requests);
    worker.sent.length = 0;
    return all;
  }

  it('hands the worker a canvas in place of the one uPlot draws on, and sends it only the points a sample adds', async () => {
    const times = [1, 2];
    const values = [10, 20];
    const { rerender } = render(inTheme(props({ data: [times, values] })));
    const plot = plots[0];
    // uPlot lays the chart out and draws nothing; the worker's canvas takes its canvas's place,
    // under the crosshair's overlay.
    expect(plot.options.drawOrder).toEqual([]);
    expect(plot.canvas.style.display).toBe('none');
    // So does the strip of values above the plot, handed over too.
    const canvas = plot.canvas.nextElementSibling!;
    expect(canvas.className).toBe(classes.drawn);
    expect(canvas.nextElementSibling?.className).toBe(classes.strip);
    expect(canvas.nextElementSibling?.nextElementSibling).toBe(plot.over);
    const [open, openStrip, first, strip] = await requests();
    expect(open).toMatchObject({
      kind: 'open',
      look: { colors: [LIGHT.series[0]], axisColor: LIGHT.axis, gridColor: LIGHT.grid },
    });
    expect(openStrip).toMatchObject({
      kind: 'openStrip',
      look: { colors: [LIGHT.series[0]], textColor: LIGHT.axis },
    });
    expect(first).toMatchObject({
      kind: 'draw',
      update: { replace: true },
      frame: { x: [0, 5], y: [0, 100], plot: { width: 400, height: 150 } },
    });
    expect(first.kind === 'draw' && Array.from(first.update!.times)).toEqual([1, 2]);
    // The newest point's time (ms, as formatTime is given it) and value.
    expect(strip).toMatchObject({
      kind: 'strip',
      frame: { newest: { time: '2000', values: ['20'] } },
    });

    // The next sample moves the same arrays along by one point.
    times.splice(0, 1);
    values.splice(0, 1);
    times.push(3);
    values.push(30);
    rerender(inTheme(props({ data: [times, values], range: { from: 1000, to: 6000 } })));
    const [next, nextStrip] = await requests();
    expect(next).toMatchObject({ kind: 'draw', update: { replace: false, from: 2 } });
    expect(next.kind === 'draw' && Array.from(next.update!.values[0])).toEqual([30]);
    expect(nextStrip).toMatchObject({ frame: { newest: { time: '3000', values: ['30'] } } });

    // The crosshair over the plot: the strip alone is drawn again, with the values under it.
    plot.self.cursor.idx = 0;
    for (const hook of plot.options.hooks.setCursor) hook(plot.self);
    expect(await requests()).toMatchObject([
      { kind: 'strip', frame: { newest: { time: '2000', values: ['20'] } } },
    ]);
  });

  it('says a redraw is done only once the worker has drawn it', async () => {
    const measured = vi.spyOn(performance, 'measure');
    try {
      render(inTheme(props()));
      const drawn = (await requests()).filter((request) => request.kind === 'draw');
      expect(measured).not.toHaveBeenCalled();
      const last = drawn.at(-1)!;
      if (last.kind !== 'draw') throw new Error('no redraw sent');
      workers[0].onmessage?.({ data: [{ kind: 'drawn', id: last.id, seq: last.seq }] });
      expect(measured).toHaveBeenCalledWith(CHART_DRAW_MEASURE, expect.anything());
    } finally {
      measured.mockRestore();
    }
  });

  it('is built again, drawn by uPlot, when the worker fails', async () => {
    render(inTheme(props()));
    await requests();
    act(() => workers[0].onerror?.());
    const rebuilt = plots.at(-1)!;
    expect(plots.at(-2)!.destroyed).toBe(true);
    expect(rebuilt.options.drawOrder).toBeUndefined();
    expect(rebuilt.canvas.style.display).toBe('');
    // uPlot's canvas shows, the strip of values over its top is drawn on the page.
    const strip = rebuilt.canvas.nextElementSibling as HTMLCanvasElement;
    expect(strip.className).toBe(classes.strip);
    expect(strip.nextElementSibling).toBe(rebuilt.over);
    const drawn = (strip.getContext('2d') as unknown as { calls: string[] }).calls;
    expect(drawn).toContain('text "20" 400 9');
  });
});
