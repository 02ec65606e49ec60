// Paste console query (core spec 5.5): text in the dashboard console's style fills method, path
// and body; other text becomes the body and leaves method and path as they are.
import { parseConsoleRequest } from '../../lib/consoleRequest';
import type { RestRequest } from '../../lib/restDb';

/** The request after pasting `text` with the paste button. */
export function requestFromPaste(current: RestRequest, text: string): RestRequest {
  const pasted = parseConsoleRequest(text);
  if (pasted.kind === 'body') return { ...current, body: pasted.body };
  return { method: pasted.method, path: pasted.path, body: pasted.body };
}

/**
 * Pasting into the empty body editor: a console request fills the whole form (the request, or
 * null to let the editor paste the text as usual).
 */
export function requestFromEditorPaste(editorText: string, text: string): RestRequest | null {
  if (editorText.trim() !== '') return null;
  const pasted = parseConsoleRequest(text);
  return pasted.kind === 'request'
    ? { method: pasted.method, path: pasted.path, body: pasted.body }
    : null;
}
