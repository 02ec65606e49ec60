// Elasticsearch's security API: which part of the route answers a path below _security.
import { apiKeys } from './esApiKeys';
import { privileges } from './esPrivileges';
import { roleMappings, roles, users } from './esUsers';
import type { EsRoute } from './securityState';

export const elasticsearch: EsRoute = (store, parts, method, body, query) => {
  if (parts[0] !== '_security') return undefined;
  const call = parts[1] === '_query' && parts.length === 3 ? parts[2] : parts[1];
  const played = privileges(store, parts, method, body);
  if (played) return played;
  if (call === 'user') return users(store, parts, method, body, query);
  if (call === 'role') return roles(store, parts, method, body, query);
  if (call === 'role_mapping' && parts[1] !== '_query')
    return roleMappings(store, parts, method, body, query);
  if (call === 'api_key') return apiKeys(store, parts, method, body, query);
  return undefined;
};
