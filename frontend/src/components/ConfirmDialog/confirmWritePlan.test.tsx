import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PlanEntry } from '../../api/client';
import { renderWithProviders } from '../testUtils';
import { confirmWrite } from './confirmWrite';

const LONG_BODY = JSON.stringify({ query: { terms: { id: Array.from({ length: 60 }, String) } } });

function ask(plan: readonly PlanEntry[]) {
  let answer: Promise<boolean> = Promise.resolve(false);
  act(() => {
    answer = confirmWrite({ method: 'POST', path: '/logs/_close', clusterName: '', plan });
  });
  return answer;
}

describe('the question for an operation of several writes', () => {
  it('lists every planned request in order, a short body in full, opening on Cancel', async () => {
    renderWithProviders(<div />);
    const answer = ask([
      { kind: 'one', method: 'POST', path: '/logs/_close' },
      { kind: 'one', method: 'PUT', path: '/logs/_settings', body: '{"index":{"codec":"x"}}' },
      { kind: 'one', method: 'POST', path: '/logs/_update_by_query', body: LONG_BODY },
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Send these writes to this cluster?' });
    expect(dialog).toHaveTextContent('sends the requests below, in this order');
    const items = within(screen.getByRole('list', { name: 'Requests to send' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'POST /logs/_close',
      'PUT /logs/_settings\n{"index":{"codec":"x"}}',
      `POST /logs/_update_by_query\nwith a JSON body of ${LONG_BODY.length} characters`,
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('shows a bulk run as its pattern and how many indices it names, and says yes once', async () => {
    renderWithProviders(<div />);
    const answer = ask([
      { kind: 'batch', method: 'POST', pattern: '/{indices}/_ilm/retry', names: ['a', 'b', 'c'] },
    ]);
    const list = screen.getByRole('list', { name: 'Requests to send' });
    expect(list).toHaveTextContent('POST /{indices}/_ilm/retry');
    expect(list).toHaveTextContent('for 3 indices, named in the path');
    fireEvent.click(screen.getByRole('button', { name: 'Send all' }));
    await expect(answer).resolves.toBe(true);
  });

  it("shows the body a bulk run's requests share", async () => {
    renderWithProviders(<div />);
    const answer = ask([
      {
        kind: 'batch',
        method: 'PUT',
        pattern: '/{indices}/_settings',
        names: ['a', 'b'],
        body: '{"index.blocks.read_only_allow_delete":null}',
      },
    ]);
    const items = within(screen.getByRole('list', { name: 'Requests to send' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toContain(
      'PUT /{indices}/_settings\n{"index.blocks.read_only_allow_delete":null}for 2 indices',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('shows a request sent many times as its form and about how many times it goes', async () => {
    renderWithProviders(<div />);
    const answer = ask([
      { kind: 'one', method: 'PUT', path: '/logs', body: '{"mappings":{}}' },
      { kind: 'repeat', method: 'POST', path: '/logs/_bulk?refresh=false', times: 120 },
      { kind: 'repeat', method: 'POST', path: '/other/_bulk', times: 1, sample: '{"index":{}}' },
    ]);
    const items = within(screen.getByRole('list', { name: 'Requests to send' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'PUT /logs\n{"mappings":{}}',
      'POST /logs/_bulk?refresh=falseabout 120 requests of this form until the run ends, each with a body of its own',
      'POST /other/_bulk\n{"index":{}}about 1 request of this form until the run ends, with a body of its own',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Send all' }));
    await expect(answer).resolves.toBe(true);
  });

  it('shows a path with markup as text', async () => {
    renderWithProviders(<div />);
    const answer = ask([
      { kind: 'one', method: 'POST', path: '/<b>logs</b>/_close' },
      { kind: 'one', method: 'POST', path: '/logs/_open' },
    ]);
    const list = screen.getByRole('list', { name: 'Requests to send' });
    expect(list).toHaveTextContent('POST /<b>logs</b>/_close');
    expect(list.querySelector('b')).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
  });
});
