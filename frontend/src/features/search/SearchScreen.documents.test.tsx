import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Layout stand-ins the code editor needs in the test DOM.
import '../../components/testUtils';
import { renderSearch, results, searches, serve, SLOW, SPECIAL_ID } from './testSearch';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const row = (text: string) => within(results()).getByText(text).closest('tr') as HTMLElement;

describe('search screen', { timeout: 60_000 }, () => {
  it('deletes the selected documents with one _bulk request after confirming', async () => {
    const calls = serve();
    await renderSearch();
    await screen.findByText('alpha', undefined, SLOW);
    await userEvent.click(within(row('alpha')).getByRole('checkbox'));
    await userEvent.click(within(row('<b>beta</b>')).getByRole('checkbox'));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bulk' }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Delete selected documents' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete documents' });
    expect(dialog).toHaveTextContent('Delete 2 documents?');
    const before = searches(calls).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('200 OK - 2 documents deleted')).toBeInTheDocument();
    const bulk = calls.find((call) => call.url.includes('/_bulk'));
    expect(bulk?.url).toContain('_bulk?refresh=true');
    expect(bulk?.body).toBe(
      `{"delete":{"_index":"docs","_id":"1"}}\r\n{"delete":{"_index":"docs","_id":${JSON.stringify(SPECIAL_ID)},"routing":"r1"}}\r\n`,
    );
    await waitFor(() => expect(searches(calls).length).toBeGreaterThan(before));
    expect(screen.getByText('0 selected')).toBeInTheDocument();
  });

  it('deletes one document by its escaped id and routing after confirming', async () => {
    const calls = serve();
    await renderSearch();
    await screen.findByText('alpha', undefined, SLOW);
    await userEvent.click(
      within(row('<b>beta</b>')).getByRole('button', { name: 'Delete document' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete document' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('200 OK - document deleted')).toBeInTheDocument();
    const removal = calls.find((call) => call.method === 'DELETE');
    expect(removal?.url).toBe(
      `http://localhost:9200/docs/_doc/${encodeURIComponent(SPECIAL_ID)}?refresh=true&routing=r1`,
    );
  });

  it('opens a document on double click and updates it with refresh and routing', async () => {
    const calls = serve();
    await renderSearch();
    await screen.findByText('alpha', undefined, SLOW);
    await userEvent.dblClick(within(row('<b>beta</b>')).getByText('5'));
    const dialog = await screen.findByRole('dialog', { name: `docs / _doc / ${SPECIAL_ID}` });
    expect(await within(dialog).findByText('_seq_no', undefined, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByText('r1')).toBeInTheDocument();
    expect(within(dialog).queryByText('_type')).toBeNull();
    await waitFor(() => expect(dialog.querySelector('.cm-content')).not.toBeNull(), SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('200 OK - document updated')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe(
      `http://localhost:9200/docs/_doc/${encodeURIComponent(SPECIAL_ID)}?refresh=true&routing=r1`,
    );
    expect(JSON.parse(put?.body ?? 'null')).toEqual({ name: 'beta' });
  });
});
