import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, pathOf } from '../../../api/testFetch';
import { testCluster, testConnection } from '../../../test/fixtures';
import { renderScreen } from '../../../test/renderScreen';
import { IndexDialogs, type IndexDialogState } from './IndexDialogs';

afterEach(() => {
  vi.unstubAllGlobals();
});

// The viewer's CodeMirror chunk loads on demand, which takes a while on a busy machine.
const LOAD = { timeout: 15_000 };

function responseText(): string {
  return [...document.querySelectorAll('.cm-content .cm-line')]
    .map((line) => line.textContent)
    .join('\n');
}

/** The dialogs with buttons standing in for the row menu's Show info and Show stats. */
function Dialogs() {
  const [dialog, setDialog] = useState<IndexDialogState | null>(null);
  return (
    <>
      <button onClick={() => setDialog({ kind: 'info', index: 'logs' })}>open info</button>
      <button onClick={() => setDialog({ kind: 'stats', index: 'logs' })}>open stats</button>
      <IndexDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        onAliasesClosed={vi.fn()}
        aliases={undefined}
      />
    </>
  );
}

const renderDialogs = () =>
  renderScreen(<Dialogs />, { connection: testConnection([testCluster()], 0) });
const sentPaths = (calls: { url: string }[]) => calls.map((call) => pathOf(call.url));

describe('Show info and Show stats', { timeout: 60_000 }, () => {
  it('asks nothing while closed; Show info sends GET {index} once and shows the answer', async () => {
    const { calls } = installFakeFetch(() => jsonResponse({ acknowledged: true }));
    await renderDialogs();
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'open info' }));
    expect(await screen.findByRole('dialog', { name: 'Index info: logs' })).toBeInTheDocument();
    await waitFor(() => expect(responseText()).toBe('{\n  "acknowledged": true\n}'), LOAD);
    expect(sentPaths(calls)).toEqual(['http://localhost:9200/logs']);
  });

  it('loads again on Reload, and afresh on each opening', async () => {
    let answers = 0;
    const { calls } = installFakeFetch(() => jsonResponse({ call: (answers += 1) }));
    await renderDialogs();
    fireEvent.click(screen.getByRole('button', { name: 'open stats' }));
    await waitFor(() => expect(responseText()).toContain('"call": 1'), LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(responseText()).toContain('"call": 2'), LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'open stats' }));
    await waitFor(() => expect(responseText()).toContain('"call": 3'), LOAD);
    expect(sentPaths(calls)).toEqual(Array(3).fill('http://localhost:9200/logs/_stats'));
  });

  it('shows a failed call as the request error', async () => {
    installFakeFetch(() => jsonResponse({ error: { type: 'index_not_found_exception' } }, 404));
    await renderDialogs();
    fireEvent.click(screen.getByRole('button', { name: 'open info' }));
    expect(await screen.findByText('Error: Index not found', {}, LOAD)).toBeInTheDocument();
  });
});
