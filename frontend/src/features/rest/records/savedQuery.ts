// Save request: the name offered, and the record kept. GET and HEAD send no
// body, so a body the editor still holds for them is not saved: it would come back unseen.
import type { RestQuerySavedQuery, RestRequest } from '../../../engine/clusterDb';
import { sendsBody } from '../restRequest';

/** The name offered when saving: method and path. */
export function defaultQueryName(request: RestRequest): string {
  return `${request.method} ${request.path.trim()}`.trim();
}

/** The saved record; a blank name is left out (the table then shows the request only). */
export function savedQueryRecord(request: RestRequest, name: string): RestQuerySavedQuery {
  const trimmed = name.trim();
  return {
    method: request.method,
    path: request.path,
    body: sendsBody(request.method) ? request.body : '',
    ...(trimmed === '' ? {} : { name: trimmed }),
  };
}
