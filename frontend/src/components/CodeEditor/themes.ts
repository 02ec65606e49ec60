// Editor colours for Mantine's light and dark schemes.
import { HighlightStyle, defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import type { Extension } from '@codemirror/state';
import { tags } from '@lezer/highlight';

const layout = EditorView.theme({
  '&': { height: '100%', fontSize: '13px' },
  '.cm-scroller': { overflow: 'auto', fontFamily: 'var(--mantine-font-family-monospace)' },
  '.cm-problemLine': { backgroundColor: 'rgba(250, 82, 82, 0.12)' },
  '.cm-problemMark': {
    backgroundColor: 'rgba(250, 82, 82, 0.35)',
    textDecoration: 'underline wavy var(--mantine-color-red-filled)',
    textUnderlineOffset: '3px',
  },
});

const light = EditorView.theme({
  '&': { backgroundColor: 'var(--mantine-color-body)', color: 'var(--mantine-color-text)' },
  '.cm-gutters': {
    backgroundColor: 'var(--mantine-color-gray-0)',
    borderRight: '1px solid var(--mantine-color-gray-3)',
  },
});

const dark = EditorView.theme(
  {
    '&': { backgroundColor: 'var(--mantine-color-dark-7)', color: 'var(--mantine-color-dark-0)' },
    '.cm-gutters': {
      backgroundColor: 'var(--mantine-color-dark-6)',
      // Line numbers readable on the gutter (4.5:1), like the app's dimmed text.
      color: 'var(--mantine-color-dimmed)',
      borderRight: '1px solid var(--mantine-color-dark-4)',
    },
    '.cm-activeLine': { backgroundColor: 'rgba(255, 255, 255, 0.04)' },
    '.cm-activeLineGutter': { backgroundColor: 'rgba(255, 255, 255, 0.06)' },
    '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--mantine-color-dark-0)' },
    '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': {
      backgroundColor: 'rgba(120, 160, 255, 0.3)',
    },
    '.cm-foldPlaceholder': {
      backgroundColor: 'var(--mantine-color-dark-5)',
      color: 'var(--mantine-color-dark-1)',
      border: 'none',
    },
  },
  { dark: true },
);

const darkHighlight = HighlightStyle.define([
  { tag: tags.propertyName, color: '#8ab4f8' },
  { tag: tags.string, color: '#a5d6a7' },
  { tag: tags.number, color: '#f6c177' },
  { tag: [tags.bool, tags.null], color: '#d7a8ff' },
  { tag: tags.punctuation, color: '#9aa0a6' },
  { tag: tags.invalid, color: '#ff6b6b' },
]);

export function editorTheme(scheme: 'light' | 'dark'): Extension {
  return scheme === 'dark'
    ? [layout, dark, syntaxHighlighting(darkHighlight)]
    : [layout, light, syntaxHighlighting(defaultHighlightStyle)];
}
