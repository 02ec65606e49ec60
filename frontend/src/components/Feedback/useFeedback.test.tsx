import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createAppStore } from '../../app/store';
import { testCluster, testConnection } from '../../test/fixtures';
import { notifyRequestError } from '../Notifications/notifyRequestError';
import { useFeedback } from './useFeedback';

vi.mock('../Notifications/notifyRequestError', () => ({
  notifyContent: vi.fn(),
  notifyRequestError: vi.fn(),
}));

function feedbackOf(distribution: 'elasticsearch' | 'opensearch') {
  const store = createAppStore({
    connection: testConnection([testCluster({ distribution, version: '2.17.0' })], 0),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return renderHook(() => useFeedback(), { wrapper }).result.current;
}

describe('useFeedback', () => {
  it("names the active cluster's engine in a failure", () => {
    const failure = { status: 500 };
    feedbackOf('opensearch').failed(failure);
    expect(notifyRequestError).toHaveBeenLastCalledWith(
      failure,
      expect.any(Function),
      'OpenSearch',
    );
    feedbackOf('elasticsearch').failed(failure);
    expect(notifyRequestError).toHaveBeenLastCalledWith(
      failure,
      expect.any(Function),
      'Elasticsearch',
    );
  });
});
