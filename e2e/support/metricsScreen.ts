import type { Locator, Page } from '@playwright/test';
import { expect, type Engine } from '../fixtures/test';
import { engineCall } from './engineApi';
import { isNodeStats } from './metricsFixture';

// The Metrics screen as its users see it: its charts' table views, the choices above them, and
// the samples it takes, moved on with the page's clock rather than waited for.

export const SAMPLING = (seconds: number) =>
  `Sampling node statistics every ${seconds} s while this page is open.`;
export const FAILED =
  /^The cluster did not answer \((.+)\); the charts keep what they have and sampling goes on\.$/;

/** Opens the Metrics screen of the first cluster, with `query` (`?node=…&range=…`). */
export async function openMetrics(page: Page, query = ''): Promise<Locator> {
  await page.goto(`./cluster/0/metrics${query}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Metrics', level: 2 })).toBeVisible();
  return main;
}

/** The card of the chart titled `title`. */
export function chart(page: Page, title: string): Locator {
  return page.getByRole('main').getByRole('region', { name: title, exact: true });
}

/**
 * The chart's sentence for screen readers: the name of the image that stands for the chart, which
 * begins with the chart's title.
 */
export function chartSentence(page: Page, title: string): Locator {
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return chart(page, title).getByRole('img', { name: new RegExp(`^${escaped}: `) });
}

/** Shows the chart's samples as a table (its accessible alternative) and returns the table. */
export async function tableView(page: Page, title: string): Promise<Locator> {
  const card = chart(page, title);
  const toggle = card.getByRole('button', { name: 'Table' });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  return card.getByRole('table', { name: `${title}, samples` });
}

/** The table's cells of one column (1 is the first series), newest sample first, as shown. */
export async function columnTexts(table: Locator, column = 1): Promise<string[]> {
  const rows = table.getByRole('row').filter({ has: table.page().getByRole('cell') });
  return rows.evaluateAll(
    (all, at) => all.map((row) => row.querySelectorAll('td')[at]?.textContent?.trim() ?? ''),
    column,
  );
}

/**
 * The table's rows, each as its cells' texts, newest sample first, read in one go: a sample that
 * lands between two reads of single columns would pair one row's time with another row's value.
 */
export async function rowTexts(table: Locator): Promise<string[][]> {
  const rows = table.getByRole('row').filter({ has: table.page().getByRole('cell') });
  return rows.evaluateAll((all) =>
    all.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '')),
  );
}

/**
 * How many pixels of the chart's plot, as the page shows it (a screenshot), are in the colour of
 * its first series (its legend marker's): a line drawn across the plot has a hundred or more.
 */
export async function linePixels(card: Locator): Promise<number> {
  // The legend has a row per line (none for the time).
  const marker = card.locator('.u-legend .u-series').first().locator('.u-marker');
  const color = await marker.evaluate((element) => getComputedStyle(element).borderTopColor);
  const png = await card.locator('.u-over').screenshot();
  return card.page().evaluate(
    async ({ bytes, color }) => {
      const [r, g, b] = (color.match(/\d+/g) ?? []).map(Number);
      const blob = new Blob([new Uint8Array(bytes)], { type: 'image/png' });
      const image = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        const distance =
          Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b);
        if (distance < 40) count += 1;
      }
      return count;
    },
    { bytes: [...png], color },
  );
}

/** A rate as the screen writes it ('1,234/s', '0.5/s') read back as a number; NaN for none ('–'). */
export function rateOf(text: string): number {
  const match = /^([\d,.]+)\/s$/.exec(text);
  return match ? Number(match[1].replaceAll(',', '')) : NaN;
}

/** The screen's line saying what the sampling does. */
export function samplingStatus(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /node statistics|did not answer/ });
}

/** Picks how often to sample. */
export async function sampleEvery(page: Page, seconds: number): Promise<void> {
  await page.getByRole('textbox', { name: 'Sample every' }).click();
  await page.getByRole('option', { name: `${seconds} s`, exact: true }).click();
  await expect(samplingStatus(page)).toHaveText(SAMPLING(seconds));
}

/** Real time the page is given to read an answer and set its next ask's timer. */
const ANSWER_READ_MS = 250;

/**
 * Moves the page's clock on by `ms` and waits for the `_nodes/stats` answer that brings (the
 * sampler asks once per interval; `ms` should reach the next ask). The sampler sets the timer of
 * its next ask only once it has read the answer: the page is given a moment of real time for it,
 * or a clock moved on at once would pass before that timer exists and bring no ask.
 */
export async function nextSample(
  page: Page,
  engine: Pick<Engine, 'url'>,
  ms: number,
): Promise<void> {
  const answered = page.waitForResponse((response) => isNodeStats(response.request(), engine), {
    timeout: 15_000,
  });
  await page.clock.fastForward(ms);
  await (await answered).finished();
  await page.waitForTimeout(ANSWER_READ_MS);
}

export interface EngineNode {
  id: string;
  name: string;
  roles: string[];
}

/** The engine's own node: its id, name and roles. */
export async function engineNode(engine: Engine): Promise<EngineNode> {
  const info = await engineCall<{ nodes: Record<string, { name: string; roles: string[] }> }>(
    engine,
    'GET',
    '_nodes/_local?filter_path=nodes.*.name,nodes.*.roles',
  );
  const [id, node] = Object.entries(info.nodes)[0];
  return { id, name: node.name, roles: node.roles };
}

/** Stops the page's clock (just ahead of now): from here on only the test moves it. */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
}
