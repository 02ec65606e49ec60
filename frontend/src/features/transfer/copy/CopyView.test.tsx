import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../../api/testFetch';
// Layout stand-ins the code editor needs in the test DOM.
import '../../../components/testUtils';
import { deleteAllAppDatabases } from '../../../engine/clusterDb';
import { ExportCluster } from '../../../engine/exportCluster.fixture';
import type { EngineRequest } from '../../../engine/exportRequests';
import { engineProfile } from '../../../engine/profile';
import { EditorView } from '@codemirror/view';
import { testCluster, testConnection } from '../../../test/fixtures';
import { renderScreen } from '../../../test/renderScreen';
import { TransferScreen } from '../TransferScreen';
import { NO_COUNTS } from '../../../lib/transfer/rejects';
import type { CopyCheckpoint } from './copyCheckpoint';
import { listCopyCheckpoints, saveCopyCheckpoint } from './copyCheckpointStore';
import { cancelCopy, clearCopy } from './copyRun';
import { copyRunState } from './copyRunState';

const SLOW = { timeout: 15_000 };
const MAPPING = { 'logs-a': { mappings: { properties: { n: { type: 'long' } } } } };
const SETTINGS = {
  'logs-a': { settings: { index: { number_of_shards: '2', number_of_replicas: '1', uuid: 'u1' } } },
};

const ENGINES = [
  ['Elasticsearch 8', { distribution: 'elasticsearch', version: '8.15.0' }],
  ['OpenSearch 2', { distribution: 'opensearch', version: '2.11.1' }],
] as const;

/** The source behind http://source.test:9200, a destination in memory behind http://dest.test:9200. */
function serve(engine: (typeof ENGINES)[number][1], total: number, failPage?: number) {
  let pages = 0;
  const source = new ExportCluster(engineProfile(engine.distribution, engine.version), total);
  const written: string[] = [];
  let created: unknown = null;
  const { calls } = installFakeFetch((recorded: RecordedRequest) => {
    const url = new URL(recorded.url);
    const path = decodeURIComponent(url.pathname.slice(1));
    if (url.host === 'source.test:9200') {
      if (path.endsWith('/_mapping')) return jsonResponse(MAPPING);
      if (path.endsWith('/_settings')) return jsonResponse(SETTINGS);
      if (path === '_search' && ++pages === failPage)
        return jsonResponse({ error: { type: 'bad_gateway', reason: 'gateway down' } }, 502);
      const request: EngineRequest = {
        method: recorded.method as EngineRequest['method'],
        path,
        params: Object.fromEntries(url.searchParams.entries()),
        body: recorded.body === null ? undefined : (JSON.parse(recorded.body) as unknown),
      };
      return jsonResponse(source.send(request));
    }
    if (recorded.method === 'GET' && path === 'copy/_settings')
      return created === null
        ? jsonResponse({ error: { type: 'index_not_found_exception' }, status: 404 }, 404)
        : jsonResponse({ copy: {} });
    if (recorded.method === 'PUT' && path === 'copy') {
      created = JSON.parse(recorded.body ?? 'null');
      return jsonResponse({ acknowledged: true });
    }
    if (path === 'copy/_bulk') {
      const sources = (recorded.body ?? '')
        .trim()
        .split('\n')
        .filter((_, i) => i % 2 === 1);
      written.push(...sources);
      const items = sources.map((text) =>
        text.includes('"n":3,')
          ? { index: { status: 400, error: { type: 'mapper_parsing_exception', reason: 'bad n' } } }
          : { index: { _id: 'x', result: 'created', status: 201 } },
      );
      return jsonResponse({ took: 1, errors: true, items });
    }
    return jsonResponse({ error: `unexpected ${path}` }, 500);
  });
  return { source, written, calls, created: () => created };
}

function renderCopy(engine: (typeof ENGINES)[number][1]) {
  const clusters = [
    testCluster({
      name: 'production',
      uri: 'http://source.test:9200',
      protection: 'read-only',
      ...engine,
    }),
    testCluster({ name: 'backup', uri: 'http://dest.test:9200', ...engine }),
    testCluster({ name: 'archive', uri: 'http://archive.test:9200', protection: 'read-only' }),
  ];
  return renderScreen(
    <TransferScreen />,
    { connection: testConnection(clusters, 0) },
    '/cluster/0/transfer?view=copy&index=logs-a',
  );
}

/** A copy of 2,500 documents into `copy` on backup whose source fails on its second page. */
async function copyUntilTheSourceFails(engine: (typeof ENGINES)[number][1]) {
  const served = serve(engine, 2500, 2);
  await renderCopy(engine);
  const name = screen.getByRole('textbox', { name: /Index on that cluster/ });
  await userEvent.clear(name);
  await userEvent.type(name, 'copy');
  await waitFor(() => expect(bodyText()).toContain('"mappings"'), SLOW);
  await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
  expect(
    await screen.findByText('The source could not be read on', undefined, SLOW),
  ).toBeInTheDocument();
  return served;
}

/** Every source document was written once, and the source holds nothing open. */
function expectEachDocumentOnce(served: ReturnType<typeof serve>) {
  const numbers = served.written.map((text) => (JSON.parse(text) as { n: number }).n);
  expect(new Set(numbers).size).toBe(2500);
  expect(numbers).toHaveLength(2500);
  expect(served.source.openContexts).toBe(0);
}

/** The text of the new index's body: the second code editor, after the query's. */
function bodyText(): string {
  const editor = document.querySelectorAll('.cm-editor')[1] as HTMLElement | undefined;
  return (editor && EditorView.findFromDOM(editor)?.state.doc.toString()) ?? '';
}

afterEach(async () => {
  // The screen goes first: a form shown again once the copy is cleared would read the source.
  cleanup();
  cancelCopy();
  await waitFor(() => expect(copyRunState().phase).not.toBe('running'));
  clearCopy();
  vi.unstubAllGlobals();
  await deleteAllAppDatabases();
});

/** The copies the browser keeps from the source cluster (known by its uuid). */
const savedCopies = () => listCopyCheckpoints('c0ffee');

/** A copy from the source that stopped after 700 documents, into `target` on `destination`. */
function savedCopy(target: string, destination: { uri: string; name: string }): CopyCheckpoint {
  return {
    setup: {
      index: 'logs-a',
      target: { name: target, dataStream: false },
      keepIds: true,
      batchBytes: 1_000_000,
      concurrency: 1,
      slices: 1,
      pageSize: 100,
      createIndex: null,
    },
    destination,
    resume: { position: [[699]], documents: 700 },
    counts: { ...NO_COUNTS, sent: 700, created: 690, rejected: 10 },
    savedAt: 1,
  };
}

/** The offer whose text names `text`. */
function offerOf(text: RegExp): HTMLElement {
  return screen.getByText(text).closest('[role="alert"]') as HTMLElement;
}

describe('the copy view', { timeout: 60_000 }, () => {
  it.each(ENGINES)(
    'copies an index of %s to another cluster with the mapping read from the source',
    async (_, engine) => {
      const served = serve(engine, 9);
      await renderCopy(engine);
      expect(screen.getByRole('textbox', { name: /Index, alias/ })).toHaveValue('logs-a');
      // The destination is the first cluster that takes writes; read-only ones cannot be chosen.
      await userEvent.click(screen.getByRole('textbox', { name: /Copy to cluster/ }));
      expect(await screen.findByRole('option', { name: 'archive (read-only)' })).toHaveAttribute(
        'data-combobox-disabled',
        'true',
      );
      await userEvent.click(screen.getByRole('option', { name: 'backup' }));
      const name = screen.getByRole('textbox', { name: /Index on that cluster/ });
      await userEvent.clear(name);
      await userEvent.type(name, 'copy');
      await waitFor(() => expect(bodyText()).toContain('"number_of_shards"'), SLOW);
      expect(bodyText()).not.toContain('uuid');

      await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
      expect(await screen.findByText('Copy finished', undefined, SLOW)).toBeInTheDocument();
      expect(screen.getByText('9 of 9 documents read')).toBeInTheDocument();
      expect(served.written).toHaveLength(9);
      expect(served.created()).toEqual({
        settings: { index: { number_of_shards: '2', number_of_replicas: '1' } },
        mappings: MAPPING['logs-a'].mappings,
      });
      expect(served.source.openContexts).toBe(0);
      expect(screen.getByText(/8 documents written to copy, 1 rejected/)).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: /Download the rejects file \(1 line\)/ }),
      ).toBeInTheDocument();
      const bulks = served.calls.filter((call) => call.url.includes('_bulk'));
      expect(bulks.every((call) => call.url.startsWith('http://dest.test:9200/'))).toBe(true);

      await userEvent.click(screen.getByRole('button', { name: 'New copy' }));
      expect(within(document.body).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
      // The new form reads the source's mapping again.
      await waitFor(() => expect(bodyText()).toContain('"mappings"'), SLOW);
    },
  );

  it.each(ENGINES)(
    'goes on with a copy of %s from the last page written after the source fails',
    async (_, engine) => {
      const served = await copyUntilTheSourceFails(engine);
      expect(served.written).toHaveLength(1000);
      await userEvent.click(screen.getByRole('button', { name: 'Go on' }));
      expect(await screen.findByText('Copy finished', undefined, SLOW)).toBeInTheDocument();
      expectEachDocumentOnce(served);
    },
  );

  it.each(ENGINES)(
    'offers to go on with a copy of %s from where it stopped once its tab is gone',
    async (_, engine) => {
      const served = await copyUntilTheSourceFails(engine);

      // The tab is closed: the copy in memory is gone, what the browser kept is offered.
      cleanup();
      clearCopy();
      await renderCopy(engine);
      // The rejected document may be on the first page or not, as the engine orders them.
      const offer = await screen.findByText(
        /^A copy of logs-a to copy on backup stopped after 1,000 documents \((1,000 written, 0|999 written, 1) rejected\)\. It can go on from the last page written/,
      );
      expect(offer).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Go on' }));
      expect(await screen.findByText('Copy finished', undefined, SLOW)).toBeInTheDocument();
      expectEachDocumentOnce(served);
      // Finished, it is no longer kept.
      expect(await savedCopies()).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'New copy' }));
      await waitFor(() => expect(bodyText()).toContain('"mappings"'), SLOW);
      expect(screen.queryByText(/stopped after/)).not.toBeInTheDocument();
    },
  );

  it('discards a saved copy, and offers only that when its destination is gone', async () => {
    const kept = savedCopy('copy', { uri: 'http://dest.test:9200', name: 'backup' });
    const gone = savedCopy('old', { uri: 'http://gone.test:9200', name: 'old-backup' });
    await saveCopyCheckpoint('c0ffee', kept);
    await saveCopyCheckpoint('c0ffee', gone);
    serve(ENGINES[0][1], 1);
    await renderCopy(ENGINES[0][1]);

    await screen.findByText(/to old on old-backup/);
    const goneOffer = offerOf(/A copy of logs-a to old on old-backup stopped after 700 documents/);
    expect(
      within(goneOffer).getByText(
        'old-backup is no longer in the list of clusters: the copy cannot go on.',
      ),
    ).toBeInTheDocument();
    expect(within(goneOffer).queryByRole('button', { name: 'Go on' })).not.toBeInTheDocument();
    const keptOffer = offerOf(/A copy of logs-a to copy on backup stopped after 700 documents/);
    expect(within(keptOffer).getByRole('button', { name: 'Go on' })).toBeEnabled();

    await userEvent.click(within(goneOffer).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByText(/to old on old-backup/)).not.toBeInTheDocument();
    await waitFor(async () => expect(await savedCopies()).toEqual([kept]));
    await waitFor(() => expect(bodyText()).toContain('"mappings"'), SLOW);
  });

  it('names what is missing before a copy can start', async () => {
    serve(ENGINES[0][1], 1);
    await renderCopy(ENGINES[0][1]);
    const name = screen.getByRole('textbox', { name: /Index on that cluster/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Copy');
    expect(screen.getByText('Index names must be lower case')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();
    await waitFor(() => expect(bodyText()).toContain('"mappings"'), SLOW);
  });
});
