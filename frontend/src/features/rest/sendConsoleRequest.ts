// The console's one cluster call: the tab's request with the path encoded,
// answered with the tab's response record. A network failure becomes the response body
// '// Network Error'; other failures (an abort, AWS signing, a redirect) are passed on to the
// caller.
import { ClusterRequestError, sendRawRequest, type HttpMethod } from '../../api/client';
import type { ClusterTarget } from '../../api/types';
import type { RestRequest, RestResponse } from '../../engine/clusterDb';
import { encodeRestPath } from '../../engine/restPath';
import { sendsBody, toRestMethod } from './restRequest';

export const NETWORK_ERROR_BODY = '// Network Error';

// HTTP/2 answers carry no reason phrase; the status chip still reads "{code} {text}".
const REASONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  301: 'Moved Permanently',
  302: 'Found',
  304: 'Not Modified',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function statusLine(status: number, statusText: string): string {
  const text = statusText.trim() || REASONS[status] || '';
  return text ? `${status} ${text}` : String(status);
}

export interface ConsoleResult {
  /** With the answer's content type (none after a network error). */
  response: RestResponse;
  networkError: boolean;
}

export async function sendConsoleRequest(
  target: ClusterTarget,
  request: RestRequest,
  signal?: AbortSignal,
): Promise<ConsoleResult> {
  const method: HttpMethod = toRestMethod(request.method);
  try {
    const raw = await sendRawRequest(target, {
      method,
      path: encodeRestPath(request.path),
      body: sendsBody(method) ? request.body : null,
      signal,
    });
    return {
      response: {
        status: statusLine(raw.status, raw.statusText),
        ok: raw.ok,
        bodyText: raw.bodyText,
        contentType: raw.contentType,
      },
      networkError: false,
    };
  } catch (error) {
    if (!(error instanceof ClusterRequestError) || error.kind !== 'network') throw error;
    return {
      response: { status: '', ok: false, bodyText: NETWORK_ERROR_BODY },
      networkError: true,
    };
  }
}
