import { documentProblem, editedText, hasUnsavedEdit } from './documentEdit';

const source = '{\n  "a": 1\n}';

describe('editedText and hasUnsavedEdit', () => {
  it('shows the source until it is edited', () => {
    expect(editedText(null, source)).toBe(source);
    expect(hasUnsavedEdit(null, source)).toBe(false);
  });

  it('shows the edit of this source, which is unsaved while it differs', () => {
    const edit = { base: source, text: '{"a": 2}' };
    expect(editedText(edit, source)).toBe('{"a": 2}');
    expect(hasUnsavedEdit(edit, source)).toBe(true);
    expect(hasUnsavedEdit({ base: source, text: source }, source)).toBe(false);
  });

  it('drops an edit of an older source (after a reload or an update)', () => {
    const edit = { base: '{"a": 0}', text: '{"a": 2}' };
    expect(editedText(edit, source)).toBe(source);
    expect(hasUnsavedEdit(edit, source)).toBe(false);
  });
});

describe('documentProblem', () => {
  it('accepts a JSON object', () => {
    expect(documentProblem('{"a": [1, {"b": null}]}')).toBeNull();
  });

  it('gives the position of a syntax error', () => {
    expect(documentProblem('{\n  "a": 1,\n}')).toEqual({ kind: 'syntax', position: 12 });
  });

  it('refuses JSON that is not an object', () => {
    expect(documentProblem('[1, 2]')).toEqual({ kind: 'notObject' });
    expect(documentProblem('"text"')).toEqual({ kind: 'notObject' });
  });
});
