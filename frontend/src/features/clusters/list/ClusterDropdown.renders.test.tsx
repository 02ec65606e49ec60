import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router-dom';
import { installFakeFetch, jsonResponse } from '../../../api/testFetch';
import { ClusterDropdown } from './ClusterDropdown';
import { createClustersStore, savedCluster } from '../testClusters';
import { renderClusters } from '../testSupport';

// The menu's button shows the cluster's status dot: each render of the menu renders it.
const dotRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../components/StatusDot/StatusDot', async (original) => {
  const module = await original<typeof import('../../../components/StatusDot/StatusDot')>();
  return {
    ...module,
    StatusDot: (props: Parameters<typeof module.StatusDot>[0]) => {
      dotRenders.count += 1;
      return module.StatusDot(props);
    },
  };
});

function Address() {
  return <p>at {useLocation().pathname}</p>;
}

// The menu is in the header of every screen: a change of screen must not render it again (its
// popover's target then attaches again, and the page renders a second time before it paints).
test('a change of screen does not render the cluster menu again', async () => {
  installFakeFetch(() => jsonResponse({ status: 'green' }));
  const store = createClustersStore({
    clusters: [savedCluster({ name: 'staging', uri: 'http://staging:9200' })],
    activeClusterIndex: 0,
  });
  renderClusters(
    <>
      <ClusterDropdown />
      <Link to="/cluster/0/shards">Shards</Link>
      <Address />
    </>,
    store,
    '/cluster/0/indices',
  );
  expect(await screen.findByRole('button', { name: /staging/ })).toBeVisible();
  const before = dotRenders.count;
  expect(before).toBeGreaterThan(0);

  await userEvent.setup().click(screen.getByRole('link', { name: 'Shards' }));

  expect(await screen.findByText('at /cluster/0/shards')).toBeVisible();
  expect(dotRenders.count).toBe(before);
});
