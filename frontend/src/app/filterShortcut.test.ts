import { describe, expect, it } from 'vitest';
import { isFilterShortcut, takesText } from './filterShortcut';

const slash = { key: '/', ctrlKey: false, metaKey: false, altKey: false };
const body = { tagName: 'BODY', isContentEditable: false };

describe('isFilterShortcut', () => {
  it('takes a plain slash outside text fields', () => {
    expect(isFilterShortcut(slash, body)).toBe(true);
    expect(isFilterShortcut(slash, null)).toBe(true);
    expect(isFilterShortcut(slash, { tagName: 'BUTTON', isContentEditable: false })).toBe(true);
    expect(
      isFilterShortcut(slash, { tagName: 'INPUT', isContentEditable: false, type: 'checkbox' }),
    ).toBe(true);
  });

  it('leaves the slash to text fields and code editors', () => {
    expect(
      isFilterShortcut(slash, { tagName: 'INPUT', isContentEditable: false, type: 'text' }),
    ).toBe(false);
    expect(isFilterShortcut(slash, { tagName: 'INPUT', isContentEditable: false })).toBe(false);
    expect(isFilterShortcut(slash, { tagName: 'TEXTAREA', isContentEditable: false })).toBe(false);
    expect(isFilterShortcut(slash, { tagName: 'DIV', isContentEditable: true })).toBe(false);
  });

  it('ignores other keys and slashes with a modifier', () => {
    expect(isFilterShortcut({ ...slash, key: 'f' }, body)).toBe(false);
    expect(isFilterShortcut({ ...slash, ctrlKey: true }, body)).toBe(false);
    expect(isFilterShortcut({ ...slash, metaKey: true }, body)).toBe(false);
    expect(isFilterShortcut({ ...slash, altKey: true }, body)).toBe(false);
  });
});

describe('takesText', () => {
  it('reads search and number inputs as text', () => {
    expect(takesText({ tagName: 'INPUT', isContentEditable: false, type: 'search' })).toBe(true);
    expect(takesText({ tagName: 'INPUT', isContentEditable: false, type: 'NUMBER' })).toBe(true);
    expect(takesText({ tagName: 'SELECT', isContentEditable: false })).toBe(true);
  });
});
