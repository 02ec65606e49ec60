import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureRequests, expected, TEST_TARGET } from '../testFetch';
import {
  catRepositories,
  catSnapshots,
  getSnapshot,
  snapshotCreate,
  snapshotCreateRepository,
  snapshotDelete,
  snapshotDeleteRepository,
  snapshotRestore,
} from './snapshots';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('repository operations', () => {
  it('catRepositories GETs _snapshot', async () => {
    expect(await captureRequests(() => catRepositories(TEST_TARGET))).toEqual([
      expected('GET', '_snapshot'),
    ]);
  });

  it('snapshotCreateRepository PUTs { type, settings }', async () => {
    const definition = { type: 'fs', settings: { location: '/mnt/backups', compress: true } };
    expect(
      await captureRequests(() => snapshotCreateRepository(TEST_TARGET, 'backups', definition)),
    ).toEqual([
      expected(
        'PUT',
        '_snapshot/backups',
        '{"type":"fs","settings":{"location":"/mnt/backups","compress":true}}',
      ),
    ]);
  });

  it('snapshotDeleteRepository DELETEs _snapshot/{repository}', async () => {
    expect(await captureRequests(() => snapshotDeleteRepository(TEST_TARGET, 'backups'))).toEqual([
      expected('DELETE', '_snapshot/backups'),
    ]);
  });
});

describe('snapshot operations', () => {
  it('catSnapshots GETs _snapshot/{repository}/_all', async () => {
    expect(
      await captureRequests(() => catSnapshots(TEST_TARGET, 'backups'), { snapshots: [] }),
    ).toEqual([expected('GET', '_snapshot/backups/_all')]);
  });

  it('getSnapshot GETs _snapshot/{repository}/{snapshot}, names escaped', async () => {
    expect(
      await captureRequests(() => getSnapshot(TEST_TARGET, 'backups', 'snap 1'), { snapshots: [] }),
    ).toEqual([expected('GET', '_snapshot/backups/snap%201')]);
  });

  it('snapshotCreate PUTs { indices }', async () => {
    expect(
      await captureRequests(() => snapshotCreate(TEST_TARGET, 'backups', 'nightly', ['a', 'b'])),
    ).toEqual([expected('PUT', '_snapshot/backups/nightly', '{"indices":["a","b"]}')]);
    expect(
      await captureRequests(() => snapshotCreate(TEST_TARGET, 'backups', 'nightly', '*')),
    ).toEqual([expected('PUT', '_snapshot/backups/nightly', '{"indices":"*"}')]);
  });

  it('snapshotDelete DELETEs the snapshot', async () => {
    expect(await captureRequests(() => snapshotDelete(TEST_TARGET, 'backups', 'nightly'))).toEqual([
      expected('DELETE', '_snapshot/backups/nightly'),
    ]);
  });

  it.each([
    {
      does: 'POSTs the options under their cluster names',
      includeGlobalState: false,
      renamePattern: '(.+)',
      renameReplacement: 'restored-$1',
      body: '{"indices":["a"],"ignore_unavailable":true,"include_global_state":false,"rename_pattern":"(.+)","rename_replacement":"restored-$1"}',
    },
    {
      does: 'leaves blank rename fields out',
      includeGlobalState: true,
      renamePattern: ' ',
      renameReplacement: '',
      body: '{"indices":["a"],"ignore_unavailable":true,"include_global_state":true}',
    },
  ])(
    'snapshotRestore $does',
    async ({ body, includeGlobalState, renamePattern, renameReplacement }) => {
      const options = {
        indices: ['a'],
        ignoreUnavailable: true,
        includeGlobalState,
        renamePattern,
        renameReplacement,
      };
      expect(
        await captureRequests(() => snapshotRestore(TEST_TARGET, 'backups', 'nightly', options)),
      ).toEqual([expected('POST', '_snapshot/backups/nightly/_restore', body)]);
    },
  );
});
