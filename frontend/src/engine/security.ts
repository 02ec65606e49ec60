// Who the connected user is, as each engine's security API says it. Elasticsearch:
// GET _security/_authenticate, `{username, roles, full_name, email, enabled,
// authentication_realm: {name, type}, lookup_realm, authentication_type}`. OpenSearch's security
// plugin: GET _plugins/_security/authinfo, `{user_name, roles, backend_roles, tenants: {name:
// writable}, user_requested_tenant, ...}`. Answers are read with care: a field of the wrong type is
// left empty, and nothing throws.
import { isRecord } from '../lib/storage';
import type { SecurityApi } from './profile';

/** The connected user, in one shape for both engines. */
export interface Identity {
  username: string;
  /** Elasticsearch: the name and type of the realm that authenticated the user. */
  realm: { name: string; type: string } | null;
  /** Elasticsearch: how the user authenticated (realm, api_key, token, anonymous, internal). */
  authenticationType: string | null;
  fullName: string | null;
  email: string | null;
  roles: string[];
  /** OpenSearch: the roles the authentication backend gave (mapped to roles by role mappings). */
  backendRoles: string[];
  /** OpenSearch: the tenants the user may use, each writable or read only, sorted by name. */
  tenants: { name: string; writable: boolean }[];
}

/** The path that says who the connected user is; null on an engine without a security API. */
export function identityPath(api: SecurityApi): string | null {
  if (api === 'xpack') return '_security/_authenticate';
  if (api === 'opendistro') return '_plugins/_security/authinfo';
  return null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Elasticsearch's _authenticate answer; null when it names no user. */
export function elasticsearchIdentity(answer: unknown): Identity | null {
  if (!isRecord(answer)) return null;
  const username = text(answer.username);
  if (username === null) return null;
  const realm = isRecord(answer.authentication_realm) ? answer.authentication_realm : null;
  const realmName = text(realm?.name);
  return {
    username,
    realm: realmName === null ? null : { name: realmName, type: text(realm?.type) ?? '' },
    authenticationType: text(answer.authentication_type),
    fullName: text(answer.full_name),
    email: text(answer.email),
    roles: texts(answer.roles),
    backendRoles: [],
    tenants: [],
  };
}

/** OpenSearch's authinfo answer; null when it names no user. */
export function opensearchIdentity(answer: unknown): Identity | null {
  if (!isRecord(answer)) return null;
  const username = text(answer.user_name);
  if (username === null) return null;
  const tenants = isRecord(answer.tenants) ? answer.tenants : {};
  return {
    username,
    realm: null,
    authenticationType: null,
    fullName: null,
    email: null,
    roles: texts(answer.roles),
    backendRoles: texts(answer.backend_roles),
    tenants: Object.entries(tenants)
      .map(([name, writable]) => ({ name, writable: writable === true }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** The identity answer of `api` read; null when it names no user. */
export function identityOf(api: SecurityApi, answer: unknown): Identity | null {
  if (api === 'xpack') return elasticsearchIdentity(answer);
  if (api === 'opendistro') return opensearchIdentity(answer);
  return null;
}
