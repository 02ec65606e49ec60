// The '/' shortcut: from anywhere outside a text field, '/' puts the cursor in the screen's
// filter, as in many web consoles.

/** The attribute that marks a screen's filter box. */
export const SCREEN_FILTER_ATTRIBUTE = 'data-screen-filter';

export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** What the focused element is, as far as typing goes. */
export interface FocusTarget {
  tagName: string;
  isContentEditable: boolean;
  /** The input's type, for INPUT elements. */
  type?: string;
}

const TEXT_TAGS = new Set(['TEXTAREA', 'SELECT']);
const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'radio',
  'submit',
  'reset',
  'range',
  'color',
  'file',
]);

/** True when the element takes typed text, where '/' must stay a character. */
export function takesText(target: FocusTarget | null): boolean {
  if (!target) return false;
  if (target.isContentEditable || TEXT_TAGS.has(target.tagName)) return true;
  return target.tagName === 'INPUT' && !NON_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
}

export function isFilterShortcut(key: ShortcutKey, focused: FocusTarget | null): boolean {
  if (key.key !== '/' || key.ctrlKey || key.metaKey || key.altKey) return false;
  return !takesText(focused);
}
