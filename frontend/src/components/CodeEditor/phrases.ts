// CodeMirror's own words (the search panel, the list of warnings, folding, what screen readers
// are told), in the page's language: each by the key of its translation under
// components.codeEditor.phrases. `$` stands for a number CodeMirror puts in.
import type { TFunction } from '../../i18n/translate';

const PHRASE_KEYS = {
  Find: 'find',
  Replace: 'replaceField',
  next: 'next',
  previous: 'previous',
  all: 'all',
  'match case': 'matchCase',
  regexp: 'regexp',
  'by word': 'byWord',
  replace: 'replace',
  'replace all': 'replaceAll',
  close: 'close',
  'current match': 'currentMatch',
  'on line': 'onLine',
  'replaced $ matches': 'replacedMatches',
  'replaced match on line $': 'replacedMatchOnLine',
  'Go to line': 'goToLine',
  go: 'go',
  Diagnostics: 'diagnostics',
  'No diagnostics': 'noDiagnostics',
  Completions: 'completions',
  'folded code': 'foldedCode',
  unfold: 'unfold',
  to: 'to',
  'Folded lines': 'foldedLines',
  'Unfolded lines': 'unfoldedLines',
  'Fold line': 'foldLine',
  'Unfold line': 'unfoldLine',
  'Control character': 'controlCharacter',
  'Selection deleted': 'selectionDeleted',
} as const;

/** CodeMirror's phrases translated with `t` (for EditorState.phrases). */
export function editorPhrases(t: TFunction): Record<string, string> {
  return Object.fromEntries(
    Object.entries(PHRASE_KEYS).map(([phrase, key]) => [
      phrase,
      t(`components.codeEditor.phrases.${key}`),
    ]),
  );
}
