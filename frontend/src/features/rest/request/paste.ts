// Paste console query: text in the dashboard console's style gives the requests it holds, each
// with method, path and body (one tab each when there are several); other text becomes the body
// and leaves method and path as they are. A GET with a body becomes POST, so the body is sent
// rather than hidden.
import { parseConsoleRequests, type ConsoleRequest } from '../../../engine/consoleRequest';
import type { RestRequest } from '../../../engine/clusterDb';
import { methodForBody, REST_METHODS, type RestMethod } from '../restRequest';

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

/** A method word, then white space: the start of a request line (no path starts so). */
const METHOD_THEN_SPACE = /^\s*([a-z]+)\s+(\S*)$/i;

/**
 * The path field's text written as the dashboard console's request line ('GET _cat/indices?v',
 * or 'GET ' while typing it): its method and the path after it; null for a plain path.
 */
export function splitRequestLine(text: string): { method: RestMethod; path: string } | null {
  const match = METHOD_THEN_SPACE.exec(text);
  if (!match) return null;
  const method = REST_METHODS.find((known) => known === match[1].toUpperCase());
  return method ? { method, path: match[2] } : null;
}

/**
 * Text pasted into the path field that holds console requests on several lines (which a text
 * field would squash into one): the requests, or null to let the field paste the text.
 */
export function requestsFromPathPaste(text: string): PastedRequests | null {
  if (!/[\r\n]/.test(text.trim())) return null;
  const pasted = parseConsoleRequests(text);
  return pasted.kind === 'requests' ? formRequests(pasted.requests) : null;
}
