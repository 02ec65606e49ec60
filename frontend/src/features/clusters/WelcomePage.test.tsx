import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WelcomePage } from './WelcomePage';
import { createClustersStore } from './testClusters';
import { renderClusters } from './testSupport';

describe('welcome screen', () => {
  it('introduces the product and invites the user to add a cluster', () => {
    renderClusters(<WelcomePage />, undefined, '/welcome');
    expect(screen.getByRole('heading', { name: 'Welcome to Shardscope' })).toBeInTheDocument();
    expect(screen.getByText(/the fastest and most user-friendly GUI/)).toBeInTheDocument();
    expect(screen.getByText('It seems to be your first time here.')).toBeInTheDocument();
  });

  it('opens the add-cluster dialog at its first step', async () => {
    const user = userEvent.setup();
    renderClusters(<WelcomePage />, undefined, '/welcome');
    await user.click(screen.getByRole('button', { name: 'Add cluster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add cluster' });
    expect(within(dialog).getByTestId('cors-config')).toHaveTextContent('http.cors.enabled: true');
  });

  it('shows the import action it is given next to Add cluster', () => {
    renderClusters(
      <WelcomePage importBackupAction={<button type="button">Import backup</button>} />,
      undefined,
      '/welcome',
    );
    expect(screen.getByRole('button', { name: 'Import backup' })).toBeInTheDocument();
  });

  it('in managed mode says no cluster is configured and offers no way to add one', () => {
    const store = createClustersStore(undefined, {
      basePath: '/',
      noDirectClusters: true,
      updateHost: null,
    });
    renderClusters(
      <WelcomePage importBackupAction={<button type="button">Import backup</button>} />,
      store,
      '/welcome',
    );
    expect(screen.getByTestId('welcome-no-cluster')).toHaveTextContent(
      'No cluster is configured on this server. Ask your administrator to add one.',
    );
    expect(screen.queryByRole('button', { name: 'Add cluster' })).not.toBeInTheDocument();
    expect(screen.queryByText('It seems to be your first time here.')).not.toBeInTheDocument();
  });
});
