// Paste console query: text in the dashboard console's style fills method, path
// and body; other text becomes the body and leaves method and path as they are. A GET with a
// body becomes POST, so the body is sent rather than hidden.
import { parseConsoleRequest, type PastedRequest } from '../../../engine/consoleRequest';
import type { RestRequest } from '../../../engine/clusterDb';
import { methodForBody } from '../restRequest';

/** A pasted console request as the form's request; a GET with a body becomes POST. */
function pastedRequest(pasted: Extract<PastedRequest, { kind: 'request' }>): RestRequest {
  return {
    method: methodForBody(pasted.method, pasted.body),
    path: pasted.path,
    body: pasted.body,
  };
}

/** The request after pasting `text` with the paste button. */
export function requestFromPaste(current: RestRequest, text: string): RestRequest {
  const pasted = parseConsoleRequest(text);
  if (pasted.kind === 'body') return { ...current, body: pasted.body };
  return pastedRequest(pasted);
}

/**
 * Pasting into the empty body editor: a console request fills the whole form (the request, or
 * null to let the editor paste the text as usual).
 */
export function requestFromEditorPaste(editorText: string, text: string): RestRequest | null {
  if (editorText.trim() !== '') return null;
  const pasted = parseConsoleRequest(text);
  return pasted.kind === 'request' ? pastedRequest(pasted) : null;
}
