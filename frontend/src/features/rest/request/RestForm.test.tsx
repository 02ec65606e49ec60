import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Protection } from '../../../api/types';
import { testCluster, testConnection } from '../../../test/fixtures';
import { renderScreen } from '../../../test/renderScreen';
import { newTab, type StoredTab } from '../tabs/tabs';
import { RestForm } from './RestForm';
import { DOCS_EXAMPLE, DOCS_REQUESTS } from './testPaste';

const tab = (method: string, path: string, body = '{}'): StoredTab => ({
  ...newTab('Tab 1', 1, { method, path, body }),
  id: 1,
});

async function renderForm(protection: Protection, method: string, path: string, body = '{}') {
  const cluster = testCluster({ name: 'production', protection });
  const onSend = vi.fn();
  await renderScreen(
    <RestForm
      tab={tab(method, path, body)}
      cluster={cluster}
      sending={false}
      onChange={() => undefined}
      onSend={onSend}
      onSave={() => undefined}
      onPaste={() => undefined}
    />,
    { connection: testConnection([cluster], 0) },
    '/cluster/0/rest',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
  return onSend;
}

describe('RestForm on a read-only cluster', () => {
  it('keeps a write back and says why, under the request line', async () => {
    const onSend = await renderForm('read-only', 'DELETE', 'logs');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByTestId('rest-read-only-refusal')).toHaveTextContent(
      'Not sent: production is read-only, and DELETE logs is not a read.',
    );
  });

  it('sends reads, a search with POST among them', async () => {
    const onSend = await renderForm('read-only', 'POST', 'logs/_search');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('rest-read-only-refusal')).toBeNull();
  });

  it('reads the body of an SQL query: a SELECT is sent, a DELETE kept back', async () => {
    const select = await renderForm('read-only', 'POST', '_plugins/_sql', '{"query":"SELECT 1"}');
    expect(select).toHaveBeenCalledTimes(1);
    cleanup();
    const remove = await renderForm(
      'read-only',
      'POST',
      '_plugins/_sql',
      '{"query":"DELETE FROM logs"}',
    );
    expect(remove).not.toHaveBeenCalled();
    expect(screen.getByTestId('rest-read-only-refusal')).toHaveTextContent(
      'POST _plugins/_sql is not a read',
    );
  });

  it('sends writes to a cluster that is not read-only', async () => {
    const onSend = await renderForm('confirm-writes', 'DELETE', 'logs');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('rest-read-only-refusal')).toBeNull();
  });
});

async function renderPasteForm(body: string) {
  const cluster = testCluster();
  const onPaste = vi.fn();
  const onChange = vi.fn();
  await renderScreen(
    <RestForm
      tab={tab('POST', '', body)}
      cluster={cluster}
      sending={false}
      onChange={onChange}
      onSend={() => undefined}
      onSave={() => undefined}
      onPaste={onPaste}
    />,
    { connection: testConnection([cluster], 0) },
    '/cluster/0/rest',
  );
  return { onPaste, onChange };
}

describe('RestForm pasting console requests', () => {
  it('gives every request read from the clipboard by the paste button', async () => {
    const user = userEvent.setup();
    const { onPaste } = await renderPasteForm('{"size":0}');
    await navigator.clipboard.writeText(DOCS_EXAMPLE);
    await user.click(screen.getByRole('button', { name: 'Paste console query' }));
    await waitFor(() => expect(onPaste).toHaveBeenCalledWith(DOCS_REQUESTS));
  });

  it('gives every request pasted into the empty body editor instead of the text', async () => {
    const { onPaste, onChange } = await renderPasteForm('');
    const editor = await screen.findByRole('group', { name: 'Request body' });
    await waitFor(() => expect(editor.querySelector('.cm-content')).not.toBeNull());
    fireEvent.paste(editor.querySelector('.cm-content') as HTMLElement, {
      clipboardData: { getData: () => DOCS_EXAMPLE },
    });
    expect(onPaste).toHaveBeenCalledWith(DOCS_REQUESTS);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('RestForm beside a search', () => {
  it('opens the search profiler on the search the tab holds, and only for a search', async () => {
    const body = '{"query":{"match":{"title":"dune"}}}';
    await renderForm('read-only', 'POST', 'logs/_search', body);
    const link = screen.getByRole('link', { name: 'Profile this query' });
    const address = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(address.pathname).toBe('/cluster/0/diagnostics');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      view: 'profiler',
      index: 'logs',
      query: body,
    });
    cleanup();
    await renderForm('read-only', 'GET', '_cat/indices');
    expect(screen.queryByRole('link', { name: 'Profile this query' })).toBeNull();
  });
});
