import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Protection } from '../api/types';
import { initI18n } from '../i18n/i18n';
import { testCluster, testConnection } from '../test/fixtures';
import { createAppStore } from '../test/store';
import { useWriteAccess } from './useWriteAccess';

function accessOn(protection: Protection | null) {
  const clusters = [testCluster({ name: 'production', protection: protection ?? 'none' })];
  const store = createAppStore({
    connection: testConnection(clusters, protection === null ? null : 0),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return renderHook(() => useWriteAccess(), { wrapper }).result.current;
}

beforeAll(async () => {
  await initI18n('en');
});

describe('useWriteAccess', () => {
  it('offers no write on a read-only cluster, and says why', () => {
    expect(accessOn('read-only')).toEqual({
      reason: 'production is read-only: Shardscope sends it no writes.',
    });
  });

  it('offers writes on a cluster that asks first, one without protection, and without a cluster', () => {
    for (const protection of ['confirm-writes', 'none', null] as const) {
      expect(accessOn(protection)).toEqual({ reason: null });
    }
  });
});
