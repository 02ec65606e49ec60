import { describe, expect, it } from 'vitest';
import { catTaskRows, groupedTaskRows } from './taskRows';
import { CHILD_ID, GROUPED_ANSWER, LIST_ID, REINDEX_ID } from './testTasks';

describe('groupedTaskRows', () => {
  it('lists top-level tasks oldest first, each followed by its children one level deeper', () => {
    const rows = groupedTaskRows(GROUPED_ANSWER);
    expect(rows.map((row) => [row.id, row.depth, row.parentId])).toEqual([
      [REINDEX_ID, 0, null],
      [CHILD_ID, 1, REINDEX_ID],
      [LIST_ID, 0, null],
    ]);
  });

  it('reads action, type, times, cancellable and the reindex progress from status', () => {
    const [reindex, child] = groupedTaskRows(GROUPED_ANSWER);
    expect(reindex).toMatchObject({
      action: 'indices:data/write/reindex',
      type: 'transport',
      description: 'reindex from [source] to [dest][_doc]',
      startTimeInMillis: 1_700_000_000_000,
      runningTimeInNanos: 3_723_000_000_000,
      cancellable: true,
      cancelled: false,
    });
    expect(reindex.progress).toMatchObject({ total: 6154, updated: 3500, batches: 4, done: 3500 });
    expect(child.cancellable).toBe(false);
    expect(child.progress).toBeNull();
  });

  it('names nodes from the given map and keeps the id for unknown nodes', () => {
    const named = groupedTaskRows(GROUPED_ANSWER, { oTUltX4IQMOUUVeiohTt8A: 'node-1' });
    expect(named[0]).toMatchObject({ node: 'oTUltX4IQMOUUVeiohTt8A', nodeName: 'node-1' });
    expect(groupedTaskRows(GROUPED_ANSWER)[0].nodeName).toBe('oTUltX4IQMOUUVeiohTt8A');
  });

  it('takes grandchildren two levels deep and survives an answer without tasks', () => {
    const answer = {
      tasks: {
        'n:1': {
          node: 'n',
          id: 1,
          children: [{ node: 'n', id: 2, children: [{ node: 'n', id: 3 }] }],
        },
      },
    };
    expect(groupedTaskRows(answer).map((row) => [row.id, row.depth])).toEqual([
      ['n:1', 0],
      ['n:2', 1],
      ['n:3', 2],
    ]);
    expect(groupedTaskRows({})).toEqual([]);
  });
});

describe('catTaskRows', () => {
  const cat = (task_id: string, parent_task_id: string, start_time: string) => ({
    action: 'indices:data/write/reindex',
    task_id,
    parent_task_id,
    type: 'transport',
    start_time,
    timestamp: '10:00:00',
    running_time: '250.0micros',
    ip: '127.0.0.1',
    node: 'osmem-node',
  });

  it('maps the columns, read-only, with "-" meaning no parent', () => {
    const [row] = catTaskRows([cat('osmem-node:1', '-', '1700000000000')]);
    expect(row).toMatchObject({
      id: 'osmem-node:1',
      parentId: null,
      depth: 0,
      nodeName: 'osmem-node',
      runningTimeText: '250.0micros',
      runningTimeInNanos: null,
      startTimeInMillis: 1_700_000_000_000,
      cancellable: false,
      progress: null,
    });
  });

  it('puts a child under its listed parent and keeps an orphan at the top', () => {
    const rows = catTaskRows([
      cat('n:2', 'n:1', '2'),
      cat('n:3', 'gone:9', '3'),
      cat('n:1', '-', '1'),
    ]);
    expect(rows.map((row) => [row.id, row.depth])).toEqual([
      ['n:1', 0],
      ['n:2', 1],
      ['n:3', 0],
    ]);
  });
});
