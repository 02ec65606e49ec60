import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Cluster } from '../api/types';
import { testCluster } from '../test/fixtures';
import { renderWithStore } from '../test/renderWithStore';
import { ClusterBanner } from './ClusterBanner';

function banner(overrides: Partial<Cluster>) {
  return renderWithStore(<ClusterBanner cluster={testCluster(overrides)} />);
}

describe('ClusterBanner', () => {
  it('shows nothing for a cluster without label or certificate warning', async () => {
    await banner({ protection: 'read-only' });
    expect(screen.queryByTestId('cluster-banner')).toBeNull();
  });

  it('shows the label in the cluster colour with what its protection does', async () => {
    await banner({ label: 'PRODUCTION', color: 'red', protection: 'read-only' });
    const region = screen.getByRole('region', { name: 'Cluster banner' });
    expect(region).toHaveAttribute('data-testid', 'cluster-banner');
    expect(region).toHaveTextContent('PRODUCTION');
    expect(region).toHaveTextContent('Read-only');
    // Mantine's red 8, on which black reads slightly better than white.
    expect(region).toHaveStyle({ background: '#e03131', color: '#000' });
    expect(screen.queryByTestId('cluster-banner-insecure')).toBeNull();
  });

  it('says that writes ask first, on a grey band when no colour is set', async () => {
    await banner({ label: 'staging', protection: 'confirm-writes' });
    expect(screen.getByTestId('cluster-banner-protection')).toHaveTextContent('Writes ask first');
    expect(screen.getByTestId('cluster-banner')).toHaveStyle({
      background: '#343a40',
      color: '#fff',
    });
  });

  it('warns about an unverified certificate, with or without a label', async () => {
    await banner({ insecure: true });
    expect(screen.getByTestId('cluster-banner')).toHaveTextContent(
      "The server does not verify this cluster's TLS certificate",
    );
    expect(screen.queryByTestId('cluster-banner-label')).toBeNull();
  });

  it('shows a label with markup as text', async () => {
    await banner({ label: '<b>prod</b>' });
    expect(screen.getByTestId('cluster-banner-label')).toHaveTextContent('<b>prod</b>');
    expect(screen.getByTestId('cluster-banner').querySelector('b')).toBeNull();
  });
});
