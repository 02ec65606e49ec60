// The import view's preview: each format read from a chosen or pasted file as the reader reads it
// (its first records in a table, its problems with line and column), the detected reading shown,
// and the CSV options changing what the table shows.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../components/testUtils';
import { gzip, utf16Bytes, utf8Bytes } from '../../../lib/transfer/readerTesting';
import { chooseFile, ImportCluster, openImport, SLOW } from './testImport';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The rows of the preview's table, each as its cells' texts (the header row first). */
async function previewRows(): Promise<string[][]> {
  const table = await screen.findByRole('table', { name: 'The first records of the file' }, SLOW);
  return within(table)
    .getAllByRole('row')
    .map((row) =>
      [...within(row).queryAllByRole('columnheader'), ...within(row).queryAllByRole('cell')].map(
        (cell) => cell.textContent ?? '',
      ),
    );
}

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('textbox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the preview of the import view', { timeout: 60_000 }, () => {
  it('shows NDJSON as detected, its first records, and the line and column of a broken line', async () => {
    await openImport(new ImportCluster());
    await chooseFile('{"n":1,"tag":"a"}\n{"n":,}\n{"n":3,"tag":{"x":1}}\n', 'docs.ndjson');
    expect(await previewRows()).toEqual([
      ['Line', 'n', 'tag'],
      ['1', '1', 'a'],
      ['3', '3', '{"x":1}'],
    ]);
    expect(screen.getByText('Detected: NDJSON, UTF-8')).toBeInTheDocument();
    expect(screen.getByText(/Line 2, column 6: not JSON/)).toBeInTheDocument();
  });

  it('shows a _bulk body with each action, and a gzip-compressed JSON array', async () => {
    const { view } = await openImport(new ImportCluster());
    await chooseFile('{"index":{"_id":"a"}}\n{"n":1}\n{"create":{}}\n{"n":2}\n', 'docs.bulk');
    expect(await previewRows()).toEqual([
      ['Line', 'Action', '_id', 'n'],
      ['1', 'index', 'a', '1'],
      ['3', 'create', '', '2'],
    ]);
    view.unmount();

    await openImport(new ImportCluster());
    await chooseFile(await gzip(utf8Bytes('[\n {"n": 1},\n {"n": 2}\n]')), 'docs.json.gz');
    expect(await previewRows()).toEqual([
      ['Line', 'n'],
      ['2', '1'],
      ['3', '2'],
    ]);
    expect(screen.getByText('Detected: JSON array, UTF-8')).toBeInTheDocument();
    expect(screen.getByText('gzip')).toBeInTheDocument();
  });

  it('reads CSV with its detected delimiter, then as the changed quote and header say', async () => {
    await openImport(new ImportCluster());
    await chooseFile("id;name\n1;'a;b'\n2;c\n", 'people.csv');
    expect(await previewRows()).toEqual([
      ['Line', 'id', 'name'],
      ['3', '2', 'c'],
    ]);
    expect(screen.getByText('Detected: CSV / TSV, UTF-8')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Delimiter' })).toHaveValue('Semicolon (;)');
    expect(
      screen.getByText(/Line 2, column 6: more or fewer fields than the header/),
    ).toBeInTheDocument();

    await pick('Quote', "'");
    await waitFor(async () =>
      expect(await previewRows()).toEqual([
        ['Line', 'id', 'name'],
        ['2', '1', 'a;b'],
        ['3', '2', 'c'],
      ]),
    );
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'The first row names the columns' }),
    );
    await waitFor(async () => expect((await previewRows())[1]).toEqual(['1', 'id', 'name']));
    expect((await previewRows())[0]).toEqual(['Line', 'c1', 'c2']);
  });

  it('reads UTF-16 by its byte order mark, and says where bytes do not decode once changed', async () => {
    await openImport(new ImportCluster());
    const tsv = 'name\tcity\nZoë\tMünchen\n';
    await chooseFile(new Uint8Array([0xff, 0xfe, ...utf16Bytes(tsv, 'le')]), 'people.tsv');
    expect(await previewRows()).toEqual([
      ['Line', 'name', 'city'],
      ['2', 'Zoë', 'München'],
    ]);
    expect(screen.getByText('Detected: CSV / TSV, UTF-16 LE')).toBeInTheDocument();

    await pick('Encoding', 'UTF-8');
    expect(
      await screen.findByText(/The bytes at offset 0 are not valid UTF-8/, undefined, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('The file does not read in the chosen encoding.')).toBeInTheDocument();
  });

  it('reads pasted text, and says when a file holds nothing to import', async () => {
    await openImport(new ImportCluster());
    await chooseFile('\n  \n', 'empty.ndjson');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'The file holds nothing to import.',
    );
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    await userEvent.click(screen.getByRole('radio', { name: 'Pasted text' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Documents' }), '{{"n":7}');
    expect(await previewRows()).toEqual([
      ['Line', 'n'],
      ['1', '7'],
    ]);
  });
});
