// What the security route's unit tests share: an answer checked as the route checks it before
// sending it, and a store of each engine.
import { assertConforms } from '../specAnswer';
import { answer, securityStore, type SecurityOptions } from './securityAnswer';
import { acceptFor } from './securityConformance';
import type { EsStore, OsStore, Store } from './securityState';

/** Answers `method path` and checks the answer as the route would before sending it. */
export function call(store: Store, method: string, path: string, body: unknown = null) {
  const reply = answer(store, method, path, body);
  const specPath = `/${path.split('?')[0]}`;
  assertConforms({
    engine: store.distribution,
    method,
    path: specPath,
    status: reply.status,
    body: reply.body,
    accept: acceptFor(store.distribution, method, specPath, reply),
  });
  return reply;
}

export const es = (options: SecurityOptions = {}) => securityStore('elasticsearch', options) as EsStore;
export const os = (options: SecurityOptions = {}) => securityStore('opensearch', options) as OsStore;
