// The import view around a run: the offer to continue a file from its checkpoint (or why a file
// of the same name does not), a read-only cluster and a missing privilege that offer no import,
// Cancel that asks first, and a run that goes on while the screen is left.
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../components/testUtils';
import type { Checkpoint } from '../../../lib/transfer/checkpoint';
import { NO_COUNTS } from '../../../lib/transfer/rejects';
import { saveCheckpoint } from '../run/checkpointStore';
import { importRunState } from '../run/importController';
import { formatOf } from '../run/runTesting';
import { chooseFile, endImportTest, ImportCluster, openImport, SLOW } from './testImport';

afterEach(endImportTest);

const LINES = ['{"id":"a","n":1}', '{"id":"b","n":2}', '{"id":"c","n":3}', '{"id":"d","n":4}'];
const DOCS = `${LINES.join('\n')}\n`;

/** The checkpoint of an import of DOCS into logs that stopped before its third line. */
function checkpointOf(file: File): Checkpoint {
  return {
    file: { name: file.name, size: file.size, lastModified: file.lastModified },
    position: { line: 3, offset: (LINES[0].length + 1) * 2 },
    counts: { ...NO_COUNTS, sent: 2, created: 2 },
    target: { name: 'logs', dataStream: false },
    format: formatOf('ndjson', { idField: 'id' }),
    savedAt: 1,
  };
}

const FILE = new File([DOCS], 'docs.ndjson', { lastModified: 1_700_000_000_000 });

describe('the import view around a run', { timeout: 60_000 }, () => {
  it('continues a file from its checkpoint, writing only what comes after it', async () => {
    const cluster = new ImportCluster().addIndex('logs');
    await saveCheckpoint('c0ffee', checkpointOf(FILE));
    await openImport(cluster, { on: { version: '8.15.0' } });
    await chooseFile(DOCS, 'docs.ndjson');
    const resume = await screen.findByRole(
      'button',
      { name: 'Continue from line 3 (2 documents written)' },
      SLOW,
    );
    await waitFor(() => expect(resume).toBeEnabled(), SLOW);
    await userEvent.click(resume);

    expect(await screen.findByText('Import finished', undefined, SLOW)).toBeInTheDocument();
    expect(cluster.docs('logs')).toEqual([
      { id: 'c', n: 3 },
      { id: 'd', n: 4 },
    ]);
    expect(screen.getByText('4 documents sent: 4 written, 0 rejected')).toBeInTheDocument();
  });

  it('starts over when asked, and does not continue a file of the same name that differs', async () => {
    await saveCheckpoint('c0ffee', {
      ...checkpointOf(FILE),
      file: { ...checkpointOf(FILE).file, size: 999 },
    });
    await openImport(new ImportCluster().addIndex('logs'), { on: { version: '8.15.0' } });
    await chooseFile(DOCS, 'docs.ndjson');
    expect(
      await screen.findByText(
        /this file differs in its size\. It is read from its start/,
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue from line/ })).not.toBeInTheDocument();

    await saveCheckpoint('c0ffee', checkpointOf(FILE));
    await chooseFile(`${DOCS} `, 'other.ndjson');
    await chooseFile(DOCS, 'docs.ndjson');
    await userEvent.click(await screen.findByRole('button', { name: 'Start over' }, SLOW));
    expect(screen.queryByRole('button', { name: /Continue from line/ })).not.toBeInTheDocument();
  });

  it('offers no import on a read-only cluster, and says why', async () => {
    await openImport(new ImportCluster().addIndex('logs'), {
      on: { version: '8.15.0', protection: 'read-only' },
      query: '&index=logs',
    });
    expect(screen.getByText('This cluster takes no import')).toBeInTheDocument();
    await chooseFile(DOCS, 'docs.ndjson');
    const button = screen.getByRole('button', { name: 'Import' });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'), SLOW);
    expect(button).toHaveAccessibleDescription(
      'local is read-only: Shardscope sends it no writes.',
    );
  });

  it('names the privilege an import into the target needs when the user lacks it', async () => {
    const privileges = {
      cluster: ['monitor'],
      indices: [{ names: ['logs'], privileges: ['read'] }],
      run_as: [],
    };
    await openImport(new ImportCluster().addIndex('logs'), {
      on: { version: '8.15.0' },
      query: '&index=logs',
      privileges,
    });
    await chooseFile(DOCS, 'docs.ndjson');
    const button = screen.getByRole('button', { name: 'Import' });
    await waitFor(
      () =>
        expect(button).toHaveAccessibleDescription(
          'Needs the index privilege on logs, which your roles do not grant.',
        ),
      SLOW,
    );
  });

  it('goes on while the screen is left, and asks before it cancels', async () => {
    const cluster = new ImportCluster().addIndex('logs');
    let answer = () => {};
    cluster.bulkInstead = () =>
      new Promise((resolve) => (answer = () => resolve(new Response('{}', { status: 500 }))));
    const { view: first } = await openImport(cluster, {
      on: { version: '8.15.0' },
      query: '&index=logs',
    });
    await chooseFile(DOCS, 'docs.ndjson');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled(), SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText('Importing docs.ndjson into logs', undefined, SLOW),
    ).toBeInTheDocument();
    first.unmount();

    await openImport(cluster, { on: { version: '8.15.0' } });
    expect(screen.getByText('Importing docs.ndjson into logs')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Go on importing' }));
    expect(importRunState().phase).toBe('running');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the import' }));
    expect(await screen.findByText('Import cancelled', undefined, SLOW)).toBeInTheDocument();
    answer();
  });
});
