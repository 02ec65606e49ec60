import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setWriteConfirmer } from '../../../api/client';
import { installFakeFetch, jsonResponse } from '../../../api/testFetch';
import {
  HEALTHY,
  ILM_EXPLAIN,
  ilmFailed,
  names,
  renderTriage,
  serve,
  SHRINK,
  SHRINK_REASON,
  SLOW,
} from './testTriage';

afterEach(() => {
  setWriteConfirmer(null);
  vi.unstubAllGlobals();
});

describe('the failed lifecycle indices', { timeout: 60_000 }, () => {
  it('groups the failed indices by step and reason, the largest group first', async () => {
    const calls = serve(ILM_EXPLAIN);
    await renderTriage('ilm');
    expect(
      await screen.findByText(
        '120 failed indices, grouped by failed step and reason',
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('region').map((region) => region.getAttribute('aria-label')),
    ).toEqual([
      'shrink, 50 indices',
      'check-rollover-ready, 40 indices',
      'segment-count, 30 indices',
    ]);
    const shrink = screen.getByRole('region', { name: 'shrink, 50 indices' });
    expect(within(shrink).getByText(SHRINK_REASON)).toBeInTheDocument();
    expect(within(shrink).getByText('Policies: metrics, metrics-b')).toBeInTheDocument();
    expect(within(shrink).getByText('50 indices')).toBeInTheDocument();
    expect(new URL(calls[0].url).pathname).toBe('/*,.*/_ilm/explain');
  });

  it('draws the first 20 names of a group and the rest on request', async () => {
    serve(ILM_EXPLAIN);
    await renderTriage('ilm');
    const group = await screen.findByRole('region', { name: 'shrink, 50 indices' }, SLOW);
    expect(within(group).getAllByRole('listitem')).toHaveLength(21);
    expect(within(group).getByText(SHRINK[19])).toBeInTheDocument();
    expect(within(group).queryByText(SHRINK[20])).toBeNull();
    await userEvent.click(within(group).getByRole('button', { name: 'and 30 more' }));
    expect(within(group).getByText(SHRINK[49])).toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: /more/ })).toBeNull();
  });

  it('narrows the groups to the index names the filter matches', async () => {
    serve(ILM_EXPLAIN);
    await renderTriage('ilm');
    await screen.findByRole('region', { name: 'shrink, 50 indices' }, SLOW);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Filter failed indices by name' }),
      'audit-01',
    );
    await waitFor(() => expect(screen.getAllByRole('region')).toHaveLength(1));
    const group = screen.getByRole('region', { name: 'segment-count, 30 indices' });
    expect(within(group).getByText('10 of 30 match the filter')).toBeInTheDocument();
    expect(within(group).getByText('audit-010')).toBeInTheDocument();
    expect(within(group).queryByText('audit-020')).toBeNull();
  });

  it('draws a capped part of a large cluster: 5,000 managed indices, 200 failed alone', async () => {
    const managed = names('big-', 5_000);
    serve({
      indices: Object.fromEntries(
        managed.map((index, i) => [
          index,
          i % 25 === 0
            ? ilmFailed(
                index,
                'logs',
                'check-rollover-ready',
                `shard ${i} of index [${index}] is not allocated`,
              )
            : { index, managed: true, policy: 'logs', phase: 'hot', step: 'complete' },
        ]),
      ),
    });
    await renderTriage('ilm');
    expect(
      await screen.findByText(
        '200 failed indices, grouped by failed step and reason',
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(30);
    // By its text: a role query weighs every button of the page, slow in this test's DOM.
    await userEvent.click(screen.getByText('Show 30 more groups'));
    expect(screen.getAllByRole('region')).toHaveLength(60);
  });

  it('says calmly that nothing failed, and how many indices are managed', async () => {
    serve({
      indices: Object.fromEntries(
        HEALTHY.map((i) => [i, { index: i, managed: true, policy: 'logs', step: 'complete' }]),
      ),
    });
    await renderTriage('ilm');
    expect(
      await screen.findByText(
        'No index failed a lifecycle step; 5 indices are managed by a policy.',
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows why the list is missing when the explain fails', async () => {
    installFakeFetch(() =>
      jsonResponse({ error: { type: 'exception', reason: 'cluster is busy' }, status: 500 }, 500),
    );
    await renderTriage('ilm');
    expect(await screen.findByRole('alert', undefined, SLOW)).toHaveTextContent('cluster is busy');
  });
});
