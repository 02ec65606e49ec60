import { describe, expect, it } from 'vitest';
import { taskMatches } from './taskFilter';
import { groupedTaskRows } from './taskRows';
import { GROUPED_ANSWER } from './testTasks';

const rows = groupedTaskRows(GROUPED_ANSWER, { oTUltX4IQMOUUVeiohTt8A: 'node-1' });
const matching = (text: string) => {
  const matches = taskMatches(rows, text);
  return rows.filter((row) => matches === null || matches.has(row)).map((row) => row.id);
};

describe('task filter', () => {
  it('searches action, description, node name and id, and task id', () => {
    expect(matching('reindex')).toEqual(['oTUltX4IQMOUUVeiohTt8A:12345']);
    expect(matching('indices[dest]')).toEqual(['oTUltX4IQMOUUVeiohTt8A:12346']);
    expect(matching('node-1')).toHaveLength(3);
    expect(matching('8A:124')).toEqual(['oTUltX4IQMOUUVeiohTt8A:124']);
    expect(matching('12346')).toEqual(['oTUltX4IQMOUUVeiohTt8A:12346']);
  });

  it('searches one column with column:value', () => {
    expect(matching('action:bulk')).toEqual(['oTUltX4IQMOUUVeiohTt8A:12346']);
    expect(matching('description:lists')).toEqual([]);
    expect(matching('node:otultx4')).toHaveLength(3);
    expect(matching('id:12345')).toEqual(['oTUltX4IQMOUUVeiohTt8A:12345']);
  });

  it('keeps every row (null) for a blank filter, and counts the matches', () => {
    expect(taskMatches(rows, '')).toBeNull();
    expect(taskMatches(rows, '  ')).toBeNull();
    expect(taskMatches(rows, 'write')?.size).toBe(2);
  });
});
