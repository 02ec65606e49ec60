// The sampler's own cost in the page: the app's JSON parser, readNodeStats and
// MetricsHistory.append (bundled by Vite, metricsCode.ts) timed one by one on the answers the
// bench's route sends.
import type { CDPSession, Page } from '@playwright/test';
import { metricsCodeScript } from './metricsCode';

/** Each step's times (ms), and the three together. */
export interface ParseTimes {
  parse: number[];
  read: number[];
  append: number[];
  total: number[];
}

/** 400 parses, reads and appends of `texts` in turn, in the page; the first 50 not counted. */
export async function parseInPage(
  page: Page,
  cdp: CDPSession,
  texts: string[],
): Promise<ParseTimes> {
  // Through the protocol: the page's content security policy lets no inline script run.
  const code = await metricsCodeScript();
  await cdp.send('Runtime.evaluate', {
    expression: `${code};window.__metricsCode = __metricsCode;`,
  });
  return page.evaluate((answers) => {
    const code = (
      window as unknown as {
        __metricsCode: {
          parseJson(text: string): unknown;
          readNodeStats(answer: unknown, time: number): unknown;
          MetricsHistory: new (options: object) => { append(sample: unknown): void };
        };
      }
    ).__metricsCode;
    const history = new code.MetricsHistory({ intervalSeconds: 1, rangeSeconds: 3600 });
    const times = {
      parse: [] as number[],
      read: [] as number[],
      append: [] as number[],
      total: [] as number[],
    };
    for (let run = 0; run < 400; run += 1) {
      const t0 = performance.now();
      const answer = code.parseJson(answers[run % answers.length]);
      const t1 = performance.now();
      const sample = code.readNodeStats(answer, Date.now() + run * 1000) as {
        time: number;
        nodes: { timestamp: number }[];
      };
      const t2 = performance.now();
      history.append({
        time: 1e12 + run * 1000,
        nodes: sample.nodes.map((node) => ({ ...node, timestamp: 1e12 + run * 1000 })),
      });
      const t3 = performance.now();
      if (run < 50) continue;
      times.parse.push(t1 - t0);
      times.read.push(t2 - t1);
      times.append.push(t3 - t2);
      times.total.push(t3 - t0);
    }
    return times;
  }, texts);
}
