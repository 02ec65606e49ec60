import type { TFunction } from '../../../i18n/translate';
import { describe, expect, it } from 'vitest';
import { RESTORE_DEFAULTS } from './restoreForm';
import { restoreQuestion } from './restoreQuestion';

// A translator that shows the key and its parameters, so the tests read what would be shown.
const t = ((key: string, params?: Record<string, unknown>) =>
  params ? `${key}(${JSON.stringify(params)})` : key) as unknown as TFunction;

describe('restoreQuestion', () => {
  it('names the indices the restore creates or overwrites, renamed ones under their new names', () => {
    const question = restoreQuestion(t, 'nightly', {
      ...RESTORE_DEFAULTS,
      indices: ['logs-1', 'metrics'],
      renamePattern: 'logs-(.+)',
      renameReplacement: 'old-$1',
    });
    expect(question.message).toBe(
      'snapshots.restore.confirmQuestion({"snapshot":"nightly"})\n\nold-1\nmetrics',
    );
    expect(question.danger).toBe(true);
  });

  it('warns that the global state is replaced when it is included', () => {
    expect(
      restoreQuestion(t, 'nightly', {
        ...RESTORE_DEFAULTS,
        indices: ['logs'],
        includeGlobalState: true,
      }).message,
    ).toContain('snapshots.restore.confirmGlobalState');
    expect(
      restoreQuestion(t, 'nightly', { ...RESTORE_DEFAULTS, indices: ['logs'] }).message,
    ).not.toContain('GlobalState');
  });

  it('lists ten names, then says how many more', () => {
    const indices = Array.from({ length: 12 }, (_, i) => `i${i}`);
    const message = restoreQuestion(t, 's', { ...RESTORE_DEFAULTS, indices }).message;
    expect(message).toContain('i9');
    expect(message).not.toContain('i10');
    expect(message).toContain('snapshots.restore.moreIndices({"count":2})');
  });
});
