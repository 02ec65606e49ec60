// The edit-document dialog's text: edits belong to the source they started
// from (a reload or an update shows the new source), the dialog asks before dropping them, and
// a text that cannot be sent is marked where it goes wrong.
import { jsonErrorPosition } from '../../../lib/jsonError';
import { parseQueryText } from '../query/searchQuery';

/** The user's text and the source it was edited from. */
export interface DocumentEdit {
  base: string;
  text: string;
}

/** What the editor shows: the edit of this source, else the source. */
export function editedText(edit: DocumentEdit | null, source: string): string {
  return edit?.base === source ? edit.text : source;
}

/** Whether closing now would lose changes to this source. */
export function hasUnsavedEdit(edit: DocumentEdit | null, source: string): boolean {
  return edit !== null && edit.base === source && edit.text !== source;
}

export type DocumentProblem = { kind: 'syntax'; position: number } | { kind: 'notObject' };

/** Why the text cannot be sent as the document, or null when it is a JSON object. */
export function documentProblem(text: string): DocumentProblem | null {
  if (parseQueryText(text) !== null) return null;
  const position = jsonErrorPosition(text);
  return position === null ? { kind: 'notObject' } : { kind: 'syntax', position };
}
