import { frozenRows } from './frozenRows';

describe('frozenRows', () => {
  it('freezes each row and hands back the same list', () => {
    const rows = [{ index: 'a' }, { index: 'b' }];
    expect(frozenRows(rows)).toBe(rows);
    expect(rows.every((row) => Object.isFrozen(row))).toBe(true);
  });
});
