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
