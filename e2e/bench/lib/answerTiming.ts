// Timing a click whose answer the page draws: from the answer's arrival to the drawn result,
// the main thread's work in between (traced), and a summary line per goal. Used by the
// Diagnostics bench.
import type { Browser, CDPSession, Page } from '@playwright/test';
import { mainThreadWork, markClock, profiled, threadTime, withTrace } from './profiling.mjs';
import { median, worst } from './statistics.mjs';

export interface Timing {
  /** From the answer's arrival in the page to the next frame after the result is drawn (ms). */
  afterAnswer: number;
  /**
   * The main thread's work in that span (ms, from a trace of the run): what the goals count. The
   * span's wall time also holds the waits for the next frame: the answer's rendering waits for
   * one (the store tells its views in an animation frame), and "drawn" is the frame after it.
   */
  work: number;
  /**
   * The long animation frames (over 50 ms, as the browser reports them) that ended after the
   * answer came: their total, and within it scripts and style and layout (ms). None: the work
   * after the answer fitted in frames under 50 ms.
   */
  longFrames: { total: number; scripts: number; layout: number; count: number };
  /** Main-thread CPU time from the click to that frame (ms). */
  cpu: number;
}

/** No new resource in this long (ms): the page's loading in idle time is over. */
const SETTLED_MS = 500;

/**
 * Waits until the page has loaded no resource for SETTLED_MS. Once the first screen shows, the
 * app loads every other screen's code and styles in idle time, one per idle period; a run that
 * clicks within the first second of a fresh page would time those evaluations and the style
 * recalculations of their stylesheets with the answer, where a user who has typed a text or
 * chosen a search finds them done.
 */
async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(async (quietMs) => {
    let seen = -1;
    for (;;) {
      const loaded = performance.getEntriesByType('resource').length;
      if (loaded === seen) return;
      seen = loaded;
      await new Promise((resolve) => setTimeout(resolve, quietMs));
    }
  }, SETTLED_MS);
}

/** What a run is timed on: its page, the answer's path, the click and the result's elements. */
export interface Run {
  browser: Browser;
  page: Page;
  cdp: CDPSession;
  /** The run's name for BENCH_PROFILE and BENCH_TRACE (the last run only), or ''. */
  examined: string;
  path: RegExp;
  button: () => Promise<void>;
  drawn: { selector: string; count: number };
}

/**
 * Clicks `button`, then times until `count` elements match `selector` and a frame has followed,
 * traced for the main thread's work after the answer (BENCH_TRACE=<name>: the trace's events
 * printed) or, with BENCH_PROFILE=<name>, under the sampling profiler instead (no work figure).
 */
export async function timeRun(run: Run): Promise<Timing> {
  const { browser, page, cdp, examined } = run;
  await pageSettled(page);
  if (examined !== '' && process.env.BENCH_PROFILE === examined)
    return { ...(await profiled(cdp, true, () => timeClick(run))), work: NaN };
  const { result, events } = await withTrace(
    browser,
    page,
    examined !== '' && process.env.BENCH_TRACE === examined,
    async () => ({ clockAt: await markClock(page), ...(await timeClick(run)) }),
  );
  const { clockAt, arrived, painted, ...timing } = result;
  return { ...timing, work: mainThreadWork(events, clockAt, arrived, painted) };
}

/**
 * Clicks, then waits for the result's elements and a frame after them. The page watches for them
 * itself (a mutation observer), so no polling from the test adds to the time or to the main
 * thread's work.
 */
async function timeClick({
  page,
  cdp,
  path,
  button,
  drawn,
}: Run): Promise<Omit<Timing, 'work'> & { arrived: number; painted: number }> {
  await page.evaluate(({ selector, count }) => {
    const shown = () => document.querySelectorAll(selector).length >= count;
    const frames: PerformanceEntry[] = [];
    new PerformanceObserver((list) => frames.push(...list.getEntries())).observe({
      type: 'long-animation-frame',
    });
    (window as unknown as { benchFrames: PerformanceEntry[] }).benchFrames = frames;
    (window as unknown as { benchDrawn: Promise<number> }).benchDrawn = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    });
  }, drawn);
  const before = await threadTime(cdp);
  const answered = page.waitForResponse((response) => path.test(new URL(response.url()).pathname));
  await button();
  await (await answered).finished();
  const painted = await page.evaluate(
    () => (window as unknown as { benchDrawn: Promise<number> }).benchDrawn,
  );
  const cpu = (await threadTime(cdp)) - before;
  // When the answer's last byte reached the page, on the page's own clock, and the long frames
  // that ended after it (the observer reports a frame once it is over: wait for one more).
  const { arrived, longFrames } = await page.evaluate(async (source) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const arrived =
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new RegExp(source).test(new URL(entry.name).pathname))
        .at(-1)?.responseEnd ?? NaN;
    interface Frame extends PerformanceEntry {
      styleAndLayoutStart: number;
      scripts: { duration: number }[];
    }
    const frames = (window as unknown as { benchFrames: Frame[] }).benchFrames.filter(
      (frame) => frame.startTime + frame.duration > arrived,
    );
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    return {
      arrived,
      longFrames: {
        total: sum(frames.map((frame) => frame.duration)),
        scripts: sum(frames.flatMap((frame) => frame.scripts.map((script) => script.duration))),
        layout: sum(
          frames.map((frame) => frame.startTime + frame.duration - frame.styleAndLayoutStart),
        ),
        count: frames.length,
      },
    };
  }, path.source);
  return { afterAnswer: painted - arrived, cpu, longFrames, arrived, painted };
}

export function report(label: string, runs: Timing[], goalMs: number, goal: string): void {
  const after = runs.map((run) => run.afterAnswer);
  // The run under the sampling profiler (BENCH_PROFILE) has no trace.
  const work = runs.map((run) => run.work).filter((value) => !Number.isNaN(value));
  const cpu = runs.map((run) => run.cpu);
  const frames = (pick: (frames: Timing['longFrames']) => number) =>
    median(runs.map((run) => pick(run.longFrames))).toFixed(1);
  console.log(
    `${label}: main-thread work from the answer in to drawn (ms median / max) ${median(work).toFixed(1)} / ${worst(work).toFixed(1)}, ` +
      `over ${goalMs} ms in ${work.filter((value) => value >= goalMs).length} of ${work.length} runs ` +
      `(each: ${work.map((value) => value.toFixed(0)).join(' ')}); ` +
      `answer in -> drawn, wall time (ms median / max) ${median(after).toFixed(1)} / ${worst(after).toFixed(1)}; ` +
      `main-thread CPU from the click (ms median / max) ${median(cpu).toFixed(1)} / ${worst(cpu).toFixed(1)}; ` +
      `long frames after the answer (ms median: all / scripts / style and layout; count) ` +
      `${frames((f) => f.total)} / ${frames((f) => f.scripts)} / ${frames((f) => f.layout)}; ${frames((f) => f.count)}; ` +
      `runs with a long frame after the answer ${runs.filter((run) => run.longFrames.count > 0).length} of ${runs.length} ` +
      `(their totals: ${runs
        .map((run) => run.longFrames.total)
        .filter((total) => total > 0)
        .map((total) => total.toFixed(0))
        .join(', ')}); goal ${goal}`,
  );
}
