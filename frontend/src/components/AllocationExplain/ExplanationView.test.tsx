import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { parseAllocationExplanation } from '../../api/operations/allocationExplanation';
import { renderWithProviders } from '../testUtils';
import { ExplanationView } from './ExplanationView';

const HTML = '<img src=x onerror="alert(1)"><b>bold</b>';

const UNASSIGNED = parseAllocationExplanation({
  index: 'logs',
  shard: 0,
  primary: false,
  current_state: 'unassigned',
  unassigned_info: {
    reason: 'NODE_LEFT',
    at: '2026-11-25T08:00:00.000Z',
    last_allocation_status: 'no',
    details: `node_left [n2] ${HTML}`,
  },
  can_allocate: 'no',
  allocate_explanation: `cannot allocate ${HTML}`,
  node_allocation_decisions: [
    {
      node_id: 'n3',
      node_name: 'node-c',
      node_decision: 'yes',
      weight_ranking: 1,
      deciders: [],
    },
    {
      node_id: 'n1',
      node_name: 'node-a',
      node_decision: 'no',
      weight_ranking: 2,
      deciders: [
        { decider: 'same_shard', decision: 'NO', explanation: `a copy is here ${HTML}` },
        { decider: 'disk_threshold', decision: 'YES', explanation: 'enough disk' },
      ],
    },
    {
      node_id: 'n2',
      node_name: 'node-b',
      node_decision: 'throttled',
      deciders: [
        { decider: 'throttling', decision: 'THROTTLE', explanation: 'too many recoveries' },
      ],
    },
  ],
});

describe('ExplanationView', () => {
  it('shows the overall explanation, the unassigned facts and each decider as text', () => {
    const { container } = renderWithProviders(<ExplanationView explanation={UNASSIGNED} />);
    expect(screen.getByText(`cannot allocate ${HTML}`)).toBeVisible();
    const facts = screen.getByRole('region', { name: 'Why it is unassigned' });
    expect(within(facts).getByRole('rowheader', { name: 'Reason' })).toBeVisible();
    expect(within(facts).getByText('NODE_LEFT')).toBeVisible();
    expect(within(facts).getByText(`node_left [n2] ${HTML}`)).toBeVisible();
    expect(within(facts).getByRole('rowheader', { name: 'Since' })).toBeVisible();

    const nodeA = screen.getByRole('group', { name: 'node-a' });
    expect(within(nodeA).getByText('same_shard')).toBeVisible();
    expect(within(nodeA).getByText(`a copy is here ${HTML}`)).toBeVisible();
    expect(within(nodeA).getByText('disk_threshold')).toBeVisible();
    expect(within(nodeA).getByText('Balance rank 2')).toBeVisible();
    // Nothing the cluster sent became markup.
    expect(container.querySelector('img, b')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('lists the nodes that said no first, coloured by their decision', () => {
    renderWithProviders(<ExplanationView explanation={UNASSIGNED} />);
    const nodes = screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'));
    expect(nodes).toEqual(['node-a', 'node-b', 'node-c']);
    const tone = (node: string) =>
      screen
        .getByRole('group', { name: node })
        .querySelector('[data-tone]')
        ?.getAttribute('data-tone');
    expect([tone('node-a'), tone('node-b'), tone('node-c')]).toEqual(['no', 'throttle', 'yes']);
  });

  it('says why an assigned shard stays where it is', () => {
    const assigned = parseAllocationExplanation({
      index: 'logs',
      shard: 0,
      primary: true,
      current_state: 'started',
      current_node: { id: 'n1', name: 'node-a' },
      can_remain_on_current_node: 'yes',
      can_rebalance_cluster: 'no',
      can_rebalance_cluster_decisions: [
        {
          decider: 'rebalance_only_when_active',
          decision: 'NO',
          explanation: 'rebalancing is not allowed until all replicas are active',
        },
      ],
      rebalance_explanation: 'cannot rebalance as no target node exists',
    });
    renderWithProviders(<ExplanationView explanation={assigned} />);
    expect(screen.getByText('State: started on node-a')).toBeVisible();
    const stay = screen.getByRole('region', { name: 'Why it stays where it is' });
    expect(within(stay).getByText('May remain on its node')).toBeVisible();
    expect(within(stay).getByText('The cluster may rebalance')).toBeVisible();
    expect(within(stay).getByText('rebalance_only_when_active')).toBeVisible();
    expect(screen.getByText('cannot rebalance as no target node exists')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Why it is unassigned' })).toBeNull();
  });
});
