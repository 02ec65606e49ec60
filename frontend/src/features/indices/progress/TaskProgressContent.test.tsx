import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { currentTranslations } from '../../../i18n/translate';
import { renderWithProviders } from '../../../components/testUtils';
import {
  dismissAllNotifications,
  notify,
} from '../../../components/Notifications/notificationStore';
import type { TaskCounts } from '../../../api/operations/taskStatus';
import { progressView, type TaskJob } from './progressView';
import type { FollowState } from './taskFollower';
import { progressNotification } from './useTaskProgress';

afterEach(() => {
  act(() => dismissAllNotifications());
});

const JOB: TaskJob = { kind: 'reindex', source: 'src', dest: 'dst' };
const HREF = '/cluster/0/tasks?task=n%3A1';
const COUNTS: TaskCounts = {
  total: 200,
  created: 50,
  updated: 0,
  deleted: 0,
  batches: 2,
  versionConflicts: 0,
  noops: 0,
};

function show(state: FollowState) {
  const { t } = currentTranslations();
  act(() => {
    notify(progressNotification(t, progressView(JOB, 'n:1', state), HREF));
  });
  return screen.getByRole('status');
}

describe('task progress notification', () => {
  it('shows the running task: title, bar, counts and the link to the task', () => {
    renderWithProviders(<div />);
    const status = { completed: false, description: null, counts: COUNTS, runningTimeNanos: null };
    const card = show({ kind: 'running', status: { ...status, result: null, error: null } });
    expect(card).toHaveTextContent('Reindexing src → dst');
    expect(card).toHaveTextContent('50 of 200 documents · 2 batches');
    expect(within(card).getByRole('progressbar', { name: 'Task progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(within(card).getByRole('link', { name: 'Show in tasks' })).toHaveAttribute('href', HREF);
    // It stays until closed: no countdown.
    expect(within(card).queryByRole('progressbar', { name: 'Time until it closes' })).toBeNull();
  });

  it('shows the result with the first failures and how many more, in red', () => {
    renderWithProviders(<div />);
    const failures = Array.from({ length: 5 }, (_, i) => ({
      index: 'dst',
      id: `d${i}`,
      type: 'mapper_parsing_exception',
      reason: `<b>bad ${i}</b>`,
    }));
    const card = show({
      kind: 'done',
      error: null,
      result: { counts: { ...COUNTS, created: 195 }, tookMs: 2340, failures },
    });
    expect(card).toHaveTextContent('Reindex src → dst failed');
    expect(card).toHaveTextContent('Created 195 · updated 0 · deleted 0');
    expect(card).toHaveTextContent('Version conflicts: 0');
    expect(card).toHaveTextContent('Took 2.3 s');
    expect(card).toHaveTextContent('Failures: 5');
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'dst/d0: mapper_parsing_exception: <b>bad 0</b>',
      'dst/d1: mapper_parsing_exception: <b>bad 1</b>',
      'dst/d2: mapper_parsing_exception: <b>bad 2</b>',
      'and 2 more',
    ]);
    expect(card.querySelector('b')).toBeNull();
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('shows the error of a completed task', () => {
    renderWithProviders(<div />);
    const card = show({ kind: 'done', error: 'no such index [src]', result: null });
    expect(card).toHaveTextContent('Reindex src → dst failed');
    expect(card).toHaveTextContent('The task failed: no such index [src]');
  });
});
