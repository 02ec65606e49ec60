// The import view's runs against a cluster in memory: into an existing index with ids from a field
// (the summary with its counts per reason, and the rejects file), into a new index created first
// with its mapping, into a data stream with creates, and a target removed during the run.
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../api/testFetch';
import '../../../components/testUtils';
import { chooseFile, endImportTest, ImportCluster, openImport, SLOW } from './testImport';

afterEach(endImportTest);

const DOCS = ['{"id":"a","n":1}', '{"id":"b","bad":"x"}', '{"id":"c","n":3}', '{"n":4}'].join('\n');

/** The blobs the browser is asked to download, by name. */
function catchDownloads() {
  const saved = new Map<string, Blob>();
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    names.push('');
    saved.set(`blob:${names.length}`, blob as Blob);
    return `blob:${names.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const downloads: { name: string; blob: Blob }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = saved.get(this.href);
    if (blob) downloads.push({ name: this.download, blob });
  });
  return downloads;
}

async function importButton() {
  const button = screen.getByRole('button', { name: 'Import' });
  await waitFor(() => expect(button).toBeEnabled(), SLOW);
  return button;
}

describe('an import from the import view', { timeout: 60_000 }, () => {
  it('writes into an existing index with ids from a field, and sums up what it rejected', async () => {
    const cluster = new ImportCluster().addIndex('logs', { n: { type: 'long' } });
    const downloads = catchDownloads();
    const { said } = await openImport(cluster, { on: { version: '8.15.0' }, query: '&index=logs' });
    await chooseFile(DOCS, 'docs.ndjson');
    await userEvent.type(await screen.findByRole('textbox', { name: /Ids from/ }), 'id');
    await userEvent.click(await importButton());

    expect(await screen.findByText('Import finished', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('3 documents sent: 2 written, 2 rejected')).toBeInTheDocument();
    expect(screen.getByText('mapper_parsing_exception: 1 document')).toBeInTheDocument();
    expect(screen.getByText(/line 2: failed to parse field \[bad\]/)).toBeInTheDocument();
    expect(screen.getByText('id_missing: 1 document')).toBeInTheDocument();
    expect(cluster.docs('logs')).toEqual([
      { id: 'a', n: 1 },
      { id: 'c', n: 3 },
    ]);
    expect(said()).toContain('POST logs/_bulk');

    await userEvent.click(
      screen.getByRole('button', { name: 'Download the rejects file (2 lines)' }),
    );
    expect(downloads.map((download) => download.name)).toEqual(['docs.ndjson.rejects.ndjson']);
    const rejects = (await downloads[0].blob.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { line: number; type: string });
    expect(rejects.map(({ line, type }) => [line, type]).sort()).toEqual([
      [2, 'mapper_parsing_exception'],
      [4, 'id_missing'],
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'New import' }));
    expect(await screen.findByRole('button', { name: 'Import' })).toBeInTheDocument();
  });

  it('creates a new index first, with its shards, replicas and the proposed mapping', async () => {
    const cluster = new ImportCluster().addIndex('logs');
    const { calls } = await openImport(cluster, {
      on: { distribution: 'opensearch', version: '2.11.1' },
    });
    await chooseFile('name,pages\nDune,604\nHyperion,482\n', 'books.csv');
    await userEvent.click(await screen.findByRole('radio', { name: 'New index' }));
    const name = screen.getByRole('textbox', { name: 'Name of the new index' });
    await userEvent.type(name, 'Books');
    expect(await screen.findByText('Index names must be lower case')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'logs');
    expect(await screen.findByText(/has this name already/, undefined, SLOW)).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'books');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Replicas' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Replicas' }), '0');
    await userEvent.click(await importButton());

    expect(await screen.findByText('Import finished', undefined, SLOW)).toBeInTheDocument();
    const creation = calls.find((call) => call.method === 'PUT' && call.url.endsWith('/books'));
    expect(JSON.parse(creation?.body ?? '{}')).toMatchObject({
      settings: { number_of_shards: 1, number_of_replicas: 0 },
      mappings: { properties: { pages: { type: 'long' } } },
    });
    // The CSV cells are written as the mapping types them.
    expect(cluster.docs('books')).toEqual([
      { name: 'Dune', pages: 604 },
      { name: 'Hyperion', pages: 482 },
    ]);
  });

  it('creates the documents of a data stream, and says the target was removed during the run', async () => {
    const cluster = new ImportCluster().addIndex('logs-app');
    cluster.dataStreams.add('logs-app');
    cluster.bulkInstead = () =>
      jsonResponse(
        {
          error: { type: 'index_not_found_exception', reason: 'no such index [logs-app]' },
          status: 404,
        },
        404,
      );
    const { calls } = await openImport(cluster, {
      on: { version: '8.15.0' },
      query: '&index=logs-app',
    });
    await chooseFile(DOCS, 'docs.ndjson');
    expect(
      await screen.findByText(/A data stream: each document is created/, undefined, SLOW),
    ).toBeInTheDocument();
    await userEvent.click(await importButton());

    expect(await screen.findByText('The target was removed', undefined, SLOW)).toBeInTheDocument();
    expect(
      screen.getByText(
        'logs-app no longer exists; the import stopped at line 1. Its checkpoint is kept: create the index again, then Continue.',
      ),
    ).toBeInTheDocument();
    const bulk = calls.find((call) => call.url.includes('/_bulk'));
    expect(JSON.parse(bulk?.body?.split('\n')[0] ?? '{}')).toEqual({
      create: { _index: 'logs-app' },
    });

    // Once the stream is there again, Continue sends the documents from the checkpoint.
    cluster.bulkInstead = () => null;
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Import finished', undefined, SLOW)).toBeInTheDocument();
    expect(cluster.docs('logs-app').map((doc) => (doc as { n?: number }).n)).toEqual([1, 3, 4]);
  });
});
