// Closing a query tab: a tab that holds a request or an answer asks first, so
// a click on the wrong close button does not lose work.
import type { RestQueryTab } from '../../../engine/clusterDb';

/** Whether closing the tab would lose something: a path, a body, a status or an answer. */
export function tabHoldsWork(tab: RestQueryTab): boolean {
  const { request, response } = tab;
  return (
    request.path.trim() !== '' ||
    request.body.trim() !== '' ||
    response.status !== '' ||
    response.bodyText !== '' ||
    (response.droppedLength ?? 0) > 0
  );
}
