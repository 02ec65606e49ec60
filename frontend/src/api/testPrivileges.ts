// Test support: the requests of a fake fetch without those that ask what the connected user may
// do (api/operations/privileges), which screens with writes send beside their own.
import type { RecordedRequest } from './testFetch';

const PRIVILEGE_PATHS = [
  '/_security/user/_privileges',
  '/_plugins/_security/authinfo',
  '/_plugins/_security/api/roles',
  '/_plugins/_security/api/actiongroups',
];

/** `calls` without the privilege questions. */
export function withoutPrivileges(calls: readonly RecordedRequest[]): RecordedRequest[] {
  return calls.filter((call) => !PRIVILEGE_PATHS.includes(new URL(call.url).pathname));
}
