// What the page's main thread does per sample of the live metrics bench, and per interaction:
// CDP Performance.getMetrics deltas (tasks, CPU, script, style and layout), the charts' redraws
// in between and the heap with its array buffers.
import type { CDPSession, Page } from '@playwright/test';
import { redrawAfter, takeDraws, type Draw, type Redrawn } from './metricsPage';
import type { StatsRoute } from './statsRoute';

export interface PageMetrics {
  task: number;
  thread: number;
  script: number;
  /** Style and layout (RecalcStyleDuration + LayoutDuration). */
  layout: number;
  heap: number;
}

export async function pageMetrics(cdp: CDPSession): Promise<PageMetrics> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  const value = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? NaN;
  // The typed arrays' contents (the history's) live outside the JS heap, in backing stores.
  const usage = (await cdp.send('Runtime.getHeapUsage')) as {
    usedSize: number;
    backingStorageSize?: number;
  };
  return {
    task: value('TaskDuration') * 1000,
    thread: value('ThreadTime') * 1000,
    script: value('ScriptDuration') * 1000,
    layout: (value('RecalcStyleDuration') + value('LayoutDuration')) * 1000,
    heap: usage.usedSize + (usage.backingStorageSize ?? NaN),
  };
}

export interface SampleCost {
  task: number;
  thread: number;
  script: number;
  layout: number;
  draw: number;
  charts: number;
  heap: number;
}

/** What the page did from `before` to `after`, with the charts' redraws meanwhile. */
function costBetween(before: PageMetrics, after: PageMetrics, draws: Draw[]): SampleCost {
  return {
    task: after.task - before.task,
    thread: after.thread - before.thread,
    script: after.script - before.script,
    layout: after.layout - before.layout,
    draw: draws.reduce((sum, draw) => sum + draw.end - draw.start, 0),
    charts: draws.length,
    heap: after.heap,
  };
}

export const pause = (wait: number) => new Promise<void>((resolve) => setTimeout(resolve, wait));

/** `count` spans, each from the end of the one before to the end of `span()`. */
async function measuredSpans(
  page: Page,
  cdp: CDPSession,
  count: number,
  span: () => Promise<void>,
): Promise<SampleCost[]> {
  let before = await pageMetrics(cdp);
  await page.evaluate(takeDraws);
  const costs: SampleCost[] = [];
  while (costs.length < count) {
    await span();
    const after = await pageMetrics(cdp);
    costs.push(costBetween(before, after, await page.evaluate(takeDraws)));
    before = after;
  }
  return costs;
}

/** `count` samples, each measured from 600 ms after its answer to 600 ms after the next one's. */
export async function sampleCosts(
  page: Page,
  cdp: CDPSession,
  stats: StatsRoute,
  count: number,
): Promise<SampleCost[]> {
  const nextSample = async () => {
    await stats.next();
    await pause(600);
  };
  await nextSample();
  return measuredSpans(page, cdp, count, nextSample);
}

/**
 * The same measure over `count` seconds in which no sample comes (the next answer held): what
 * the page does between samples and what the probes themselves cost it (the protocol's calls
 * and the page's reading of its draws run on its main thread too).
 */
export async function idleCosts(
  page: Page,
  cdp: CDPSession,
  stats: StatsRoute,
  count: number,
): Promise<SampleCost[]> {
  stats.hold = true;
  while (stats.held.length === 0) await pause(50);
  await pause(600);
  const costs = await measuredSpans(page, cdp, count, () => pause(1000));
  stats.release();
  return costs;
}

/** One interaction with the answers held: armed in the page, done by `act`, timed to the frame after its redraws. */
export async function interaction(
  page: Page,
  stats: StatsRoute,
  armed: Parameters<typeof redrawAfter>[0],
  act: () => Promise<void>,
): Promise<Redrawn> {
  stats.hold = true;
  // The next request is the one held; the sample before it is drawn by then.
  while (stats.held.length === 0) await pause(50);
  await pause(300);
  const result = page.evaluate(redrawAfter, armed);
  await page.waitForTimeout(50);
  await act();
  const redrawn = await result;
  stats.release();
  return redrawn;
}
