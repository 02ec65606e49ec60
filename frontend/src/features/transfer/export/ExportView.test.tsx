import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../api/testFetch';
// Layout stand-ins the code editor needs in the test DOM.
import '../../../components/testUtils';
import { editorIn } from '../../../test/codeEditor';
import { cancelExport, clearExport, exportRunState } from './exportStore';
import { catchDownloads, ENGINES, idsOf, renderExport, serveCluster, SLOW } from './testExport';

afterEach(async () => {
  cancelExport();
  await waitFor(() => expect(exportRunState().phase).not.toBe('running'));
  clearExport();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Documents per page: a few pages for a few documents. */
async function setPageSize(size: number) {
  const input = screen.getByRole('textbox', { name: /Documents per page/ });
  await userEvent.clear(input);
  await userEvent.type(input, String(size));
}

const POINT_IN_TIME = {
  elasticsearch: { open: 'POST logs-*/_pit', close: 'DELETE _pit' },
  opensearch: { open: 'POST logs-*/_search/point_in_time', close: 'DELETE _search/point_in_time' },
};

describe('the export view', { timeout: 60_000 }, () => {
  it.each(ENGINES)(
    'exports every document of %s page by page into parts, and closes the point in time',
    async (_, engine) => {
      const { said, calls } = serveCluster(engine.distribution, engine.version, 10);
      const downloads = catchDownloads();
      await renderExport(engine);
      await userEvent.click(
        await screen.findByRole('checkbox', { name: 'Add _id to each line' }, SLOW),
      );
      await setPageSize(4);
      await userEvent.click(screen.getByRole('button', { name: 'Export' }));
      expect(await screen.findByText('Export finished', undefined, SLOW)).toBeInTheDocument();
      expect(screen.getByText('10 of 10 documents written')).toBeInTheDocument();

      expect(downloads.names()).toEqual(['logs.part-001.ndjson']);
      const [text] = await downloads.texts();
      expect(new Set(idsOf(text)).size).toBe(10);
      expect(idsOf(text)).toHaveLength(10);
      expect(downloads.revoked).toEqual(['blob:part-1']);

      const { open, close } = POINT_IN_TIME[engine.distribution];
      expect(said().sort()).toEqual(
        [open, 'POST _search', 'POST _search', 'POST _search', close].sort(),
      );
      const pages = calls.filter((call) => call.url.endsWith('/_search'));
      // The first page counts the documents (no _count beside it), the others do not count again.
      expect(JSON.parse(pages[0].body ?? '{}')).toMatchObject({ size: 4, track_total_hits: true });
      expect(JSON.parse(pages[1].body ?? '{}')).toMatchObject({ track_total_hits: false });
      expect(JSON.parse(pages[1].body ?? '{}')).toHaveProperty('search_after');
    },
  );

  it.each(ENGINES)(
    'cancels an export of %s, closing the point in time and downloading nothing more',
    async (_, engine) => {
      let release = () => {};
      const { said } = serveCluster(engine.distribution, engine.version, 10, {
        // The second page does not come until the export was cancelled.
        instead: (request, page) =>
          request.path === '_search' && page === 2
            ? new Promise((resolve) => (release = () => resolve(jsonResponse({}))))
            : null,
      });
      const downloads = catchDownloads();
      await renderExport(engine);
      await setPageSize(4);
      await userEvent.click(screen.getByRole('button', { name: 'Export' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }, SLOW));
      expect(await screen.findByText('Export cancelled', undefined, SLOW)).toBeInTheDocument();
      release();
      const { close } = POINT_IN_TIME[engine.distribution];
      await waitFor(() => expect(said()).toContain(close));
      expect(said().filter((line) => line === close)).toHaveLength(1);
      expect(downloads.parts).toEqual([]);
    },
  );

  it('keeps the export when the screen is left, and warns before the page is closed meanwhile', async () => {
    let release = () => {};
    serveCluster('elasticsearch', '8.15.0', 10, {
      instead: (request, page) =>
        request.path === '_search' && page === 2
          ? new Promise((resolve) => (release = () => resolve(jsonResponse({}))))
          : null,
    });
    catchDownloads();
    const first = await renderExport({ version: '8.15.0' });
    await setPageSize(4);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(
      await screen.findByText('4 of 10 documents written', undefined, SLOW),
    ).toBeInTheDocument();
    first.unmount();
    await renderExport({ version: '8.15.0' });
    expect(screen.getByText('4 of 10 documents written')).toBeInTheDocument();
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    release();
  });

  it('says why an export failed, keeps what was written, and resumes into a new file', async () => {
    const { said, cluster } = serveCluster('opensearch', '2.11.1', 10, {
      instead: (request, page) =>
        request.path === '_search' && page === 2
          ? jsonResponse(
              {
                error: { type: 'search_phase_execution_exception', reason: 'all shards failed' },
                status: 503,
              },
              503,
            )
          : null,
    });
    const downloads = catchDownloads();
    await renderExport({ distribution: 'opensearch', version: '2.11.1' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Add _id to each line' }));
    await setPageSize(4);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export failed', undefined, SLOW)).toBeInTheDocument();
    const reasons = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(reasons).toContainEqual(expect.stringContaining('all shards failed'));
    expect(said()).toContain('DELETE _search/point_in_time');
    expect(cluster.openContexts).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Resume after document 4' }));
    expect(await screen.findByText('Export finished', undefined, SLOW)).toBeInTheDocument();
    expect(downloads.names()).toEqual(['logs.part-001.ndjson', 'logs.from-4.part-001.ndjson']);
    const ids = (await downloads.texts()).flatMap(idsOf);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    expect(cluster.openContexts).toBe(0);
  });

  it('exports the matches of the query the search screen linked with, on a read-only cluster too', async () => {
    const { calls } = serveCluster('elasticsearch', '8.15.0', 10);
    const downloads = catchDownloads();
    const query = JSON.stringify({ range: { n: { gte: 6 } } });
    const readOnly = { version: '8.15.0', protection: 'read-only' as const };
    await renderExport(readOnly, `&index=logs-*&query=${encodeURIComponent(query)}`);
    const editor = await editorIn(screen.getByRole('group', { name: 'Query' }).parentElement!);
    expect(editor.state.doc.toString()).toBe(query);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export finished', undefined, SLOW)).toBeInTheDocument();
    const lines = (await downloads.texts())[0].trim().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as { n: number }).n).sort()).toEqual([6, 7, 8, 9]);
    expect(screen.getByText('4 of 4 documents written')).toBeInTheDocument();
    const first = calls.find((call) => call.url.endsWith('/_search'));
    expect(JSON.parse(first?.body ?? '{}')).toMatchObject({ query: { range: { n: { gte: 6 } } } });
  });

  it("writes a CSV of the mapping's fields, asking the cluster for whole documents when they are all columns", async () => {
    const { calls } = serveCluster('elasticsearch', '8.15.0', 3);
    const downloads = catchDownloads();
    await renderExport({ version: '8.15.0' });
    await userEvent.click(screen.getByRole('radio', { name: /CSV/ }));
    const columns = await screen.findByRole('textbox', { name: 'Columns' }, SLOW);
    await waitFor(() =>
      expect(within(columns.parentElement!.parentElement!).getByText('label')).toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export finished', undefined, SLOW)).toBeInTheDocument();
    expect(downloads.names()).toEqual(['logs.part-001.csv']);
    const [head, ...rows] = (await downloads.texts())[0].split('\r\n');
    expect(head).toBe('n,label');
    expect(rows.sort()).toEqual(['', '0,doc 0', '1,doc 1', '2,doc 2']);
    const page = calls.find((call) => call.url.endsWith('/_search'));
    expect(JSON.parse(page?.body ?? '{}')).not.toHaveProperty('_source');
    expect(
      calls.some((call) => call.method === 'GET' && call.url.endsWith('/logs-*/_mapping')),
    ).toBe(true);
  });
});
