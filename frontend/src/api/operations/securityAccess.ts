// The calls behind "why can't this user do that?". Elasticsearch answers the question itself
// (POST _security/user/_has_privileges), for the connected user or, with the run_as privilege,
// for another one (the es-security-runas-user header); without run-as the answer is worked out
// from the user's roles (GET _security/user/{name}, GET _security/role/{names}). OpenSearch has
// no such API: the answer is worked out from the plugin's configuration (roles, rolesmapping,
// actiongroups) and the user (GET internalusers/{name}). Also the names the question is asked
// with: Elasticsearch's built-in privileges (GET _security/privilege/_builtin, 7.3 on).
import type { OpensearchUser } from '../../engine/opensearchAccessConfig';
import { compileNamePattern, stringsOf } from '../../engine/securityPatterns';
import { atLeast } from '../../engine/version';
import { encodePathSegment } from '../../lib/indexName';
import { isRecord } from '../../lib/storage';
import { ClusterRequestError, clusterRequest } from '../client';
import { targetEngine, type ClusterTarget } from '../types';
import { OPENSEARCH_SECURITY_API } from './security';

/** The question: a privilege (or action) of a user, on an index or (index '') on the cluster. */
export interface AccessQuestion {
  user: string;
  privilege: string;
  index: string;
}

/** Why Elasticsearch was not asked about another user: the connected user may not run as them,
 * the answer came back for someone else (a proxy held the header back), or the call failed. */
export type RunAsOutcome = 'noRunAs' | 'runAsIgnored' | 'runAsFailed';

export interface ElasticsearchAccessFacts {
  /** The _has_privileges answer; null when the engine was not asked. */
  hasPrivileges: unknown;
  /** The GET _security/role answer for the user's roles. */
  roles: unknown;
  userRoles: string[];
  /** Null when the engine answered. */
  notAsked: RunAsOutcome | null;
}

export interface ElasticsearchAccessArg extends AccessQuestion {
  /** The connected user's roles when `user` is the connected user, else null. */
  connectedRoles: string[] | null;
}

/** The privilege names Elasticsearch knows, by kind; empty before 7.3. */
export interface BuiltinPrivileges {
  cluster: string[];
  index: string[];
}

const HAS_PRIVILEGES = '_security/user/_has_privileges';

/** The _has_privileges body asking about one privilege. */
export function hasPrivilegesBody({ privilege, index }: AccessQuestion): Record<string, unknown> {
  return index === ''
    ? { cluster: [privilege] }
    : { index: [{ names: [index], privileges: [privilege] }] };
}

export async function getBuiltinPrivileges(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<BuiltinPrivileges> {
  const engine = targetEngine(target);
  if (engine.security !== 'xpack' || !atLeast(engine.version, '7.3')) {
    return { cluster: [], index: [] };
  }
  const path = '_security/privilege/_builtin';
  const answer = await clusterRequest<unknown>(target, { method: 'GET', path, signal });
  const read = isRecord(answer) ? answer : {};
  return { cluster: stringsOf(read.cluster), index: stringsOf(read.index) };
}

const isNotFound = (error: unknown) => error instanceof ClusterRequestError && error.status === 404;

/** The role definitions of `names`; {} when there are none or none is defined. */
async function getRoleDefinitions(
  target: ClusterTarget,
  names: string[],
  signal?: AbortSignal,
): Promise<unknown> {
  if (names.length === 0) return {};
  const path = `_security/role/${names.map(encodePathSegment).join(',')}`;
  try {
    return await clusterRequest<unknown>(target, { method: 'GET', path, signal });
  } catch (error) {
    if (isNotFound(error)) return {};
    throw error;
  }
}

/** Whether the _has_privileges answer is about `user` (a proxy may drop the run-as header). */
const answersFor = (answer: unknown, user: string) => isRecord(answer) && answer.username === user;

/** Asks Elasticsearch as `user`, when the connected user may run as them. */
async function askAs(
  target: ClusterTarget,
  question: AccessQuestion,
  signal?: AbortSignal,
): Promise<{ hasPrivileges: unknown; notAsked: RunAsOutcome | null }> {
  const own = await clusterRequest<unknown>(target, {
    method: 'GET',
    path: '_security/user/_privileges',
    signal,
  });
  const runAs = stringsOf(isRecord(own) ? own.run_as : null);
  if (!runAs.some((pattern) => compileNamePattern(pattern)(question.user))) {
    return { hasPrivileges: null, notAsked: 'noRunAs' };
  }
  try {
    const hasPrivileges = await clusterRequest<unknown>(target, {
      method: 'POST',
      path: HAS_PRIVILEGES,
      body: hasPrivilegesBody(question),
      runAs: question.user,
      signal,
    });
    return answersFor(hasPrivileges, question.user)
      ? { hasPrivileges, notAsked: null }
      : { hasPrivileges: null, notAsked: 'runAsIgnored' };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { hasPrivileges: null, notAsked: 'runAsFailed' };
  }
}

/** The roles of an Elasticsearch user, from GET _security/user/{name}; none for a user of
 * another realm (LDAP, SAML...), which that API does not know. */
async function getUserRoles(
  target: ClusterTarget,
  name: string,
  signal?: AbortSignal,
): Promise<string[]> {
  const path = `_security/user/${encodePathSegment(name)}`;
  let answer: unknown = null;
  try {
    answer = await clusterRequest<unknown>(target, { method: 'GET', path, signal });
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  const user = isRecord(answer) && Object.hasOwn(answer, name) ? answer[name] : null;
  return stringsOf(isRecord(user) ? user.roles : null);
}

/** What explainElasticsearchAccess needs to answer the question. */
export async function getElasticsearchAccess(
  target: ClusterTarget,
  arg: ElasticsearchAccessArg,
  signal?: AbortSignal,
): Promise<ElasticsearchAccessFacts> {
  const { connectedRoles, ...question } = arg;
  if (connectedRoles !== null) {
    const hasPrivileges = await clusterRequest<unknown>(target, {
      method: 'POST',
      path: HAS_PRIVILEGES,
      body: hasPrivilegesBody(question),
      signal,
    });
    const roles = await getRoleDefinitions(target, connectedRoles, signal);
    return { hasPrivileges, roles, userRoles: connectedRoles, notAsked: null };
  }
  const userRoles = await getUserRoles(target, question.user, signal);
  const { hasPrivileges, notAsked } = await askAs(target, question, signal);
  const roles = await getRoleDefinitions(target, userRoles, signal);
  return { hasPrivileges, roles, userRoles, notAsked };
}

/** The parts of the OpenSearch plugin's configuration the answer is worked out from. */
export type OpensearchConfigPart = 'roles' | 'rolesmapping' | 'actiongroups';

/** One part of the OpenSearch plugin's configuration, as the plugin answers it. */
export function getOpensearchConfig(
  target: ClusterTarget,
  part: OpensearchConfigPart,
  signal?: AbortSignal,
): Promise<unknown> {
  const path = `${OPENSEARCH_SECURITY_API}/${part}`;
  return clusterRequest<unknown>(target, { method: 'GET', path, signal });
}

/** An OpenSearch internal user: its backend roles and the roles given to it directly. */
export async function getOpensearchUser(
  target: ClusterTarget,
  name: string,
  signal?: AbortSignal,
): Promise<OpensearchUser> {
  const path = `${OPENSEARCH_SECURITY_API}/internalusers/${encodePathSegment(name)}`;
  const answer = await clusterRequest<unknown>(target, { method: 'GET', path, signal });
  const user = isRecord(answer) && Object.hasOwn(answer, name) ? answer[name] : null;
  const read = isRecord(user) ? user : {};
  return {
    name,
    backendRoles: stringsOf(read.backend_roles),
    roles: stringsOf(read.opendistro_security_roles),
  };
}
