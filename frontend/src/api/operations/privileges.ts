// What the connected user may do (engine/privileges): Elasticsearch's GET
// _security/user/_privileges; on OpenSearch the user's roles (authinfo), the roles' definitions
// and the action groups they name, asked together. Null on an engine without a security API.
import {
  readElasticsearchPrivileges,
  readOpensearchPrivileges,
  type Privileges,
} from '../../engine/privileges';
import { clusterRequest } from '../client';
import { targetEngine, type ClusterTarget } from '../types';
import { OPENSEARCH_SECURITY_API } from './security';

export async function getPrivileges(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<Privileges | null> {
  const api = targetEngine(target).security;
  const get = (path: string) => clusterRequest<unknown>(target, { method: 'GET', path, signal });
  if (api === 'xpack') return readElasticsearchPrivileges(await get('_security/user/_privileges'));
  if (api !== 'opendistro') return null;
  const [authinfo, roles, actionGroups] = await Promise.all([
    get('_plugins/_security/authinfo'),
    get(`${OPENSEARCH_SECURITY_API}/roles`),
    get(`${OPENSEARCH_SECURITY_API}/actiongroups`),
  ]);
  return readOpensearchPrivileges({ authinfo, roles, actionGroups });
}
