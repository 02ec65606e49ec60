import type { ClusterErrorInfo } from '../api/errors';

/** A call the browser could not send, as the request layer reports it. */
export const NETWORK_FAILURE: ClusterErrorInfo = {
  kind: 'network',
  code: 'network',
  status: -1,
  statusText: '',
  message: 'Failed to fetch',
  body: null,
};

/** An error as a query holds it after the cluster answered `status` with `body`. */
export function apiFailure(status: number, body: unknown, statusText = ''): ClusterErrorInfo {
  return {
    kind: 'api',
    code: 'api',
    status,
    statusText,
    message: typeof body === 'string' ? body : JSON.stringify(body),
    body,
  };
}

/** The engines' error answer: `{error: {root_cause, type, reason}, status}`. */
export function engineError(status: number, type: string, reason: string) {
  return { error: { root_cause: [{ type, reason }], type, reason }, status };
}
