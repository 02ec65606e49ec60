import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_SHARD_RECOVERY_STATE,
  parseShardRecoveryState,
  SHARD_RECOVERY_STORAGE_KEY,
  setRecoveryRowsPerPage,
  setRecoverySorting,
  setRecoveryStickyHeader,
  shardRecoveryReducer,
  shardRecoveryArea,
} from './shardRecoverySlice';
import { readPersistedArea } from '../../../lib/persistedArea';

afterEach(() => localStorage.clear());

describe('shard recovery view state', () => {
  it('defaults to start time ascending, 10 rows, no filter, no sticky header', () => {
    expect(shardRecoveryReducer(undefined, { type: 'init' })).toEqual({
      filter: '',
      stickyTableHeader: false,
      pagination: { sortBy: 'startTime', descending: false, rowsPerPage: 10 },
    });
  });

  it('restores what was stored', () => {
    const stored = {
      filter: 'logs',
      stickyTableHeader: true,
      pagination: { sortBy: 'index', descending: true, rowsPerPage: 100 },
    };
    localStorage.setItem(SHARD_RECOVERY_STORAGE_KEY, JSON.stringify(stored));
    expect(readPersistedArea(shardRecoveryArea)).toEqual(stored);
  });

  it('replaces fields of the wrong type by their defaults', () => {
    expect(
      parseShardRecoveryState({
        filter: 1,
        stickyTableHeader: 'yes',
        pagination: { sortBy: 2, rowsPerPage: -5 },
      }),
    ).toEqual(DEFAULT_SHARD_RECOVERY_STATE);
    expect(parseShardRecoveryState([])).toBeNull();
  });

  it('records sorting, rows per page and the sticky header', () => {
    let state = shardRecoveryReducer(
      DEFAULT_SHARD_RECOVERY_STATE,
      setRecoverySorting({ sortBy: 'duration', descending: true }),
    );
    state = shardRecoveryReducer(state, setRecoveryRowsPerPage(20));
    state = shardRecoveryReducer(state, setRecoveryStickyHeader(true));
    expect(state).toEqual({
      filter: '',
      stickyTableHeader: true,
      pagination: { sortBy: 'duration', descending: true, rowsPerPage: 20 },
    });
  });
});
