import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testCluster, testConnection } from '../test/fixtures';
import { useActiveCluster } from './hooks';
import { createAppStore } from '../test/store';

function activeCluster(connection: ReturnType<typeof testConnection>) {
  const store = createAppStore({ connection });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return renderHook(() => useActiveCluster(), { wrapper }).result.current;
}

describe('useActiveCluster', () => {
  it('is the cluster at the active index', () => {
    const clusters = [testCluster({ name: 'a' }), testCluster({ name: 'b' })];
    expect(activeCluster(testConnection(clusters, 1))?.name).toBe('b');
  });

  it('is null without an active cluster or with an index past the list', () => {
    expect(activeCluster(testConnection([testCluster()], null))).toBeNull();
    expect(activeCluster(testConnection([testCluster()], 4))).toBeNull();
  });
});
