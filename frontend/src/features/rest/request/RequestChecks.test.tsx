import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse } from '../../../api/testFetch';
import type { RestRequest } from '../../../engine/clusterDb';
import { testCluster, testConnection } from '../../../test/fixtures';
import { renderScreen } from '../../../test/renderScreen';
import { newTab, type StoredTab } from '../tabs/tabs';
import { CHECKS_LINE_HEIGHT } from './RequestChecks';
import { RestForm } from './RestForm';

// The warnings about the request line while the path is typed: hidden while typing goes on,
// shown once it pauses or when the request is sent, on a line whose height is always kept.

const cluster = testCluster();

/** The console's form over a tab that takes the form's edits, as the REST screen does. */
function Console({ path, onSend }: { path: string; onSend: () => void }) {
  const [tab, setTab] = useState<StoredTab>({
    ...newTab('Tab 1', 1, { method: 'GET', path, body: '' }),
    id: 1,
  });
  const change = (request: Partial<RestRequest>) =>
    setTab((current) => ({ ...current, request: { ...current.request, ...request } }));
  return (
    <RestForm
      tab={tab}
      cluster={cluster}
      sending={false}
      onChange={change}
      onSend={onSend}
      onSave={() => undefined}
      onPaste={() => undefined}
    />
  );
}

/** The typo hint about the first segment `typed`. */
const typoHint = (typed: string) => new RegExp(`${typed}: did you mean _search\\?`);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderForm(path: string, onSend = vi.fn()) {
  // The cluster's names the path's completion asks for: none.
  installFakeFetch(() => jsonResponse([]));
  return renderScreen(<Console path={path} onSend={onSend} />, {
    connection: testConnection([cluster], 0),
  });
}

/**
 * The form with a mistyped path, once the engine's catalogue has loaded (its warning shows); then
 * time only moves when the test moves it. Keys are fired one by one (user-event waits on real
 * timers between its steps).
 */
async function renderConsole(onSend = vi.fn()) {
  await renderForm('_serch', onSend);
  expect(await screen.findByText(typoHint('_serch'), {}, { timeout: 15_000 })).toBeVisible();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const path = screen.getByRole('textbox', { name: 'Path' });
  return { path: path as HTMLInputElement, onSend };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const checksLine = () => screen.getByTestId('rest-request-checks');
/** The warnings' line is there with its fixed height, whether it shows a warning or none. */
const expectLineKept = () => expect(checksLine().style.height).toBe(CHECKS_LINE_HEIGHT);

/** Types `text` at the end of the field, `gapMs` between keys, checking after each key. */
async function typeSlowly(field: HTMLInputElement, text: string, gapMs: number) {
  for (const char of text) {
    fireEvent.change(field, { target: { value: field.value + char } });
    await wait(gapMs);
    // Each key hands the path over, but typing never pauses long enough to check it.
    expect(checksLine()).toBeEmptyDOMElement();
    expectLineKept();
  }
}

describe('RestForm checking the request line', () => {
  it('shows no warning while the path is typed, and the typo hint once typing pauses', async () => {
    const { path } = await renderConsole();
    fireEvent.change(path, { target: { value: '' } });
    await typeSlowly(path, '_sarch', 300);
    await wait(1000);
    expect(screen.getByText(typoHint('_sarch'))).toBeVisible();
    expectLineKept();

    // The hint's button writes the endpoint in; the line is empty again, its space kept.
    fireEvent.click(screen.getByRole('button', { name: 'Use _search' }));
    expect(path).toHaveValue('_search');
    await wait(1000);
    expect(screen.queryByRole('list', { name: 'Checks of the request' })).toBeNull();
    expectLineKept();
  });

  it('hides a warning as soon as the path it was about changes', async () => {
    const { path } = await renderConsole();
    await typeSlowly(path, '/x', 300);
    await wait(1000);
    expect(checksLine()).toHaveTextContent(
      'No endpoint of this engine and version has the path _serch/x.',
    );
  });

  it('checks the request line at once when it is sent, without waiting for a pause', async () => {
    const { path, onSend } = await renderConsole();
    fireEvent.change(path, { target: { value: '_sarch' } });
    await wait(300);
    expect(screen.queryByText(/did you mean/)).toBeNull();
    const send = screen.getByRole('button', { name: 'Send request' });
    fireEvent.pointerDown(send);
    fireEvent.click(send);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.getByText(typoHint('_sarch'))).toBeVisible();
    // The warnings are a polite live region: read out as they appear.
    expect(checksLine()).toHaveAttribute('role', 'status');
    expect(checksLine()).toHaveTextContent(typoHint('_sarch'));
  });

  it('shows the first of several warnings on its line, and all of them behind a button', async () => {
    await renderForm('_search?sise=1&fromm=2');
    const sise = 'search has no parameter sise: did you mean size?';
    const fromm = 'search has no parameter fromm: did you mean from?';
    await waitFor(() => expect(checksLine()).toHaveTextContent(sise), { timeout: 15_000 });
    expect(checksLine()).not.toHaveTextContent(fromm);
    expectLineKept();
    await userEvent.click(screen.getByRole('button', { name: 'All warnings (2)' }));
    let all = await screen.findByRole('dialog', { name: 'All warnings (2)' });
    // Escape closes the list, the focus back on its button (the popover's own since it joined).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const button = screen.getByRole('button', { name: 'All warnings (2)' });
    expect(button).toHaveFocus();
    await userEvent.click(button);
    all = await screen.findByRole('dialog', { name: 'All warnings (2)' });
    expect(within(all).getByRole('list', { name: 'Checks of the request' })).toHaveTextContent(
      `${sise}Use size${fromm}Use from`,
    );
    await userEvent.click(within(all).getByRole('button', { name: 'Use from' }));
    expect(screen.getByRole('textbox', { name: 'Path' })).toHaveValue('_search?sise=1&from=2');
  });
});
