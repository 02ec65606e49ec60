import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse } from '../../api/testFetch';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { RetryFailedButton } from './RetryFailedButton';
import { withoutPrivileges } from '../../api/testPrivileges';

afterEach(() => {
  vi.unstubAllGlobals();
});

const REASON = 'production is read-only: Shardscope sends it no writes.';

describe('RetryFailedButton', { timeout: 30_000 }, () => {
  it('stays in place on a read-only cluster, says why and sends nothing', async () => {
    const { calls } = installFakeFetch(() => jsonResponse({ acknowledged: true }));
    await renderScreen(<RetryFailedButton writeReason={REASON} engine="Elasticsearch" />, {
      connection: testConnection([testCluster({ protection: 'read-only' })], 0),
    });
    const button = screen.getByRole('button', { name: 'Retry failed allocations' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(REASON);
    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(withoutPrivileges(calls)).toEqual([]);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { calls } = installFakeFetch(() => jsonResponse({ acknowledged: true }));
    await renderScreen(<RetryFailedButton writeReason={null} engine="Elasticsearch" />, {
      connection: testConnection([testCluster()], 0),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Retry failed allocations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retry failed allocations' });
    expect(dialog).toHaveTextContent('POST _cluster/reroute?retry_failed=true');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(withoutPrivileges(calls)).toEqual([]);
  });
});
