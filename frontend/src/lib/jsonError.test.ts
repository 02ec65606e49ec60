import { jsonErrorPosition, lineAndColumn } from './jsonError';

describe('jsonErrorPosition', () => {
  it('is null for JSON, big numbers included', () => {
    expect(jsonErrorPosition('{"a": [1, 2, {"b": null}]}')).toBeNull();
    expect(jsonErrorPosition('{"id": 12345678901234567890}')).toBeNull();
  });

  it('points at the first character the parser could not take', () => {
    expect(jsonErrorPosition('{"a": 1,}')).toBe(8);
    expect(jsonErrorPosition('{"a" 1}')).toBe(5);
    expect(jsonErrorPosition('{\n  "a": tru\n}')).toBe(9);
  });

  it('points at the end of a text cut short, and of an empty one', () => {
    expect(jsonErrorPosition('[1,2')).toBe(4);
    expect(jsonErrorPosition('')).toBe(0);
  });
});

describe('lineAndColumn', () => {
  it('counts lines and columns from 1', () => {
    const text = '{\n  "a": tru\n}';
    expect(lineAndColumn(text, 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn(text, 9)).toEqual({ line: 2, column: 8 });
    expect(lineAndColumn(text, text.length)).toEqual({ line: 3, column: 2 });
  });
});
