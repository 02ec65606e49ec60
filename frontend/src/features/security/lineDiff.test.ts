import { describe, expect, it } from 'vitest';
import { changed, lineDiff } from './lineDiff';

describe('lineDiff', () => {
  it('keeps shared lines and marks the others, removed before added', () => {
    const lines = lineDiff('{\n  "a": 1,\n  "b": 2\n}', '{\n  "a": 1,\n  "b": 3,\n  "c": 4\n}');
    expect(lines).toEqual([
      { kind: 'same', text: '{' },
      { kind: 'same', text: '  "a": 1,' },
      { kind: 'removed', text: '  "b": 2' },
      { kind: 'added', text: '  "b": 3,' },
      { kind: 'added', text: '  "c": 4' },
      { kind: 'same', text: '}' },
    ]);
    expect(changed(lines)).toBe(true);
  });

  it('sees no change in equal texts, and everything added from nothing', () => {
    expect(changed(lineDiff('x\ny', 'x\ny'))).toBe(false);
    expect(lineDiff('', 'a\nb').map((line) => line.kind)).toEqual(['added', 'added']);
    expect(lineDiff('a', '').map((line) => line.kind)).toEqual(['removed']);
  });
});
