// Paste console query: text in the dashboard console's style gives the requests it holds, each
// with method, path and body (one tab each when there are several); other text becomes the body
// and leaves method and path as they are. A GET with a body becomes POST, so the body is sent
// rather than hidden.
import { parseConsoleRequests, type ConsoleRequest } from '../../../engine/consoleRequest';
import type { RestRequest } from '../../../engine/clusterDb';
import { methodForBody } from '../restRequest';

/** The requests of one paste, in the order pasted; never empty. */
export type PastedRequests = [RestRequest, ...RestRequest[]];

/** A pasted console request as the form's request; a GET with a body becomes POST. */
function formRequest(pasted: ConsoleRequest): RestRequest {
  return {
    method: methodForBody(pasted.method, pasted.body),
    path: pasted.path,
    body: pasted.body,
  };
}

function formRequests([first, ...others]: [ConsoleRequest, ...ConsoleRequest[]]): PastedRequests {
  return [formRequest(first), ...others.map(formRequest)];
}

/** The requests pasting `text` with the paste button gives: a body only changes `current`. */
export function requestsFromPaste(current: RestRequest, text: string): PastedRequests {
  const pasted = parseConsoleRequests(text);
  if (pasted.kind === 'body') return [{ ...current, body: pasted.body }];
  return formRequests(pasted.requests);
}

/**
 * Pasting into the empty body editor: console requests fill the form (the requests, or null to
 * let the editor paste the text as usual).
 */
export function requestsFromEditorPaste(editorText: string, text: string): PastedRequests | null {
  if (editorText.trim() !== '') return null;
  const pasted = parseConsoleRequests(text);
  return pasted.kind === 'requests' ? formRequests(pasted.requests) : null;
}
