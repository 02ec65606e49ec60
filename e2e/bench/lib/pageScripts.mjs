// What the benchmarks run in the page: scrolling a table, timing the first rows and a filter, and
// the context and page they run in.
import { profiled, timed } from './profiling.mjs';
import { answerAsCluster } from './syntheticCluster.mjs';

/**
 * In the page: scrolls the scroll box of the table named `label` from the top, one step per
 * animation frame, `step` pixels a frame (a mouse wheel) or the whole list over the frames (a
 * fling), then waits `settleMs`. Resolves to the frame lengths' median, longest and count over
 * 50 ms, the rows in the DOM and the index of the last one.
 */
export function scrollTableFrames({ label, frames, step: wheelStep, settleMs = 0 }) {
  const table = document.querySelector(`table[aria-label="${label}"]`);
  const box = table.closest('div[style*="overflow"]');
  box.scrollTop = 0;
  return new Promise((resolve) => {
    const lengths = [];
    let last = performance.now();
    let frame = 0;
    const step = wheelStep ?? Math.max(1, (box.scrollHeight - box.clientHeight) / frames);
    const finish = () => {
      const sorted = lengths.slice(1).sort((a, b) => a - b);
      const rows = table.querySelectorAll('tbody tr[data-index]');
      resolve({
        median: sorted[Math.floor(sorted.length / 2)],
        longest: sorted[sorted.length - 1],
        over50: sorted.filter((length) => length > 50).length,
        rows: rows.length,
        lastRow: rows[rows.length - 1]?.getAttribute('data-index'),
      });
    };
    const tick = (now) => {
      lengths.push(now - last);
      last = now;
      frame += 1;
      if (frame > frames) {
        requestAnimationFrame(() => setTimeout(finish, settleMs));
        return;
      }
      box.scrollTop = Math.round(step * frame);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** One scroll run with its main-thread CPU time, under the profiler when `profile`. */
export function scrollRun(page, cdp, options, profile) {
  return profiled(cdp, profile, () => timed(cdp, () => page.evaluate(scrollTableFrames, options)));
}

/**
 * In the page, before the app: the tables' rows-per-page question answered, `view` stored as the
 * indices screen's view when given, and in window.__rowsBench a finder of the table's first named
 * row (the first element matching the selector `names` whose text matches the pattern `name`) and
 * the times it was first in the document (`rowsAt`) and painted (`paintedAt`).
 */
export function markFirstRows({ names, name, view }) {
  localStorage.setItem('table', JSON.stringify({ rowsPerPageAccepted: true }));
  if (view) localStorage.setItem('indicesView', JSON.stringify(view));
  const pattern = new RegExp(name);
  const marks = {
    firstName: () => [...document.querySelectorAll(names)].find((node) => pattern.test(node.textContent ?? '')),
  };
  window.__rowsBench = marks;
  new MutationObserver(() => {
    if (marks.rowsAt === undefined && marks.firstName()) {
      marks.rowsAt = performance.now();
      requestAnimationFrame(() => {
        marks.paintedAt = performance.now();
      });
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * In the page: types `text` into the filter. The clock starts when the debounce lets the text
 * through and stops when the filter's chip names the text (the chip and the table render from the
 * same applied filter, in one commit) and, with `firstRowMatches`, the first named row shown
 * (markFirstRows) holds the text; then once painted.
 */
export function typeFilter({ text, debounce, firstRowMatches = false }) {
  const input = document.querySelector('input[aria-label="Filter"]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const chipText = `Filter: '${text}'`;
  const applied = performance.now() + debounce;
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (![...document.querySelectorAll('button')].some((node) => node.textContent === chipText)) return;
      if (firstRowMatches && !window.__rowsBench.firstName()?.textContent.includes(text)) return;
      observer.disconnect();
      const inDom = performance.now() - applied;
      requestAnimationFrame(() => resolve({ inDom, painted: performance.now() - applied }));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/**
 * A fresh context (en-US, 1400 x 900) in which `cluster` answers with `answers` by path ('{}' for
 * the rest), and its page with main-thread CPU time on and markFirstRows(`rows`) before the app.
 */
export async function rowsPage(browser, { cluster, answers, rows }) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
  await context.route(
    (url) => url.origin === cluster,
    (route) => answerAsCluster(route, (request) => answers.get(new URL(request.url()).pathname)),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.addInitScript(markFirstRows, rows);
  return { context, page, cdp };
}

/** Opens `url` in `page` and waits for its first rows painted (markFirstRows). */
export async function openRows(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => window.__rowsBench?.paintedAt !== undefined, undefined, { timeout: 120_000 });
}
