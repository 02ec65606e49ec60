import { describe, expect, it } from 'vitest';
import { restoreBody } from '../../../api/operations/snapshots';
import {
  isRestoreValid,
  renamedIndices,
  RESTORE_DEFAULTS,
  restoreOptionsOf,
  restoreTargets,
  type RestoreForm,
} from './restoreForm';

const form = (overrides: Partial<RestoreForm> = {}): RestoreForm => ({
  ...RESTORE_DEFAULTS,
  indices: ['logs'],
  ...overrides,
});

describe('restore form', () => {
  it("starts with nothing picked and both toggles off (Elasticsearch's own defaults)", () => {
    expect(RESTORE_DEFAULTS).toMatchObject({
      indices: [],
      ignoreUnavailable: false,
      includeGlobalState: false,
    });
    expect(isRestoreValid(RESTORE_DEFAULTS)).toBe(false);
    expect(isRestoreValid(form())).toBe(true);
  });

  it('sends the restore payload keys', () => {
    const options = restoreOptionsOf(
      form({ renamePattern: '(.+)', renameReplacement: 'restored-$1', ignoreUnavailable: true }),
    );
    expect(restoreBody(options)).toEqual({
      indices: ['logs'],
      ignore_unavailable: true,
      include_global_state: false,
      rename_pattern: '(.+)',
      rename_replacement: 'restored-$1',
    });
  });

  it('leaves blank rename fields out, so indices keep their names', () => {
    expect(restoreBody(restoreOptionsOf(form({ renamePattern: ' ' })))).toEqual({
      indices: ['logs'],
      ignore_unavailable: false,
      include_global_state: false,
    });
  });

  it('names the indices the restore creates or overwrites, under their new names', () => {
    expect(restoreTargets(form({ indices: ['logs', 'metrics'] }))).toEqual(['logs', 'metrics']);
    expect(
      restoreTargets(
        form({ indices: ['logs-1'], renamePattern: 'logs-(.+)', renameReplacement: 'old-$1' }),
      ),
    ).toEqual(['old-1']);
  });

  it('previews the names the rename gives', () => {
    expect(
      renamedIndices(
        form({
          indices: ['logs-1', 'metrics'],
          renamePattern: 'logs-(.+)',
          renameReplacement: 'old-logs-$1',
        }),
      ),
    ).toEqual([
      { from: 'logs-1', to: 'old-logs-1' },
      { from: 'metrics', to: 'metrics' },
    ]);
    expect(renamedIndices(form({ renamePattern: '' }))).toEqual([]);
    expect(renamedIndices(form({ renamePattern: '(' }))).toEqual([]);
  });
});
