// The user editor's model: a draft of the fields both engines' users have, made from a listed user
// (or empty), and the request that saves it. Elasticsearch: PUT _security/user/{name} with
// `{password?, roles, full_name, email, metadata, enabled}` (without a password an existing user
// keeps theirs). OpenSearch: a new internal user is PUT whole; an existing one is changed with a
// JSON Patch of the fields that changed (the plugin keeps the rest, the password hash too). The
// password is only ever in the draft and the request: never in the preview shown.
import type { SecurityApi } from '../../../engine/profile';
import type { SecurityUser } from '../../../engine/securityUsers';
import { isRecord } from '../../../lib/storage';
import { parseJson } from '../../../lib/json';

export interface UserDraft {
  name: string;
  password: string;
  /** The password typed again. */
  confirmation: string;
  fullName: string;
  email: string;
  description: string;
  roles: string[];
  backendRoles: string[];
  enabled: boolean;
  /** Elasticsearch's metadata or OpenSearch's attributes, as JSON text. */
  metadataText: string;
}

export function userDraft(user: SecurityUser | null): UserDraft {
  return {
    name: user?.name ?? '',
    password: '',
    confirmation: '',
    fullName: user?.fullName ?? '',
    email: user?.email ?? '',
    description: user?.description ?? '',
    roles: user?.roles ?? [],
    backendRoles: user?.backendRoles ?? [],
    enabled: user?.enabled !== false,
    metadataText: JSON.stringify(user?.metadata ?? {}, null, 2),
  };
}

/** What stops the draft from being sent, as a message key; null when it can be sent. */
export type DraftProblem =
  | 'nameMissing'
  | 'passwordMissing'
  | 'passwordShort'
  | 'passwordMismatch'
  | 'metadataInvalid'
  | 'attributesNotText';

/** Elasticsearch's native realm refuses passwords shorter than this. */
export const MIN_PASSWORD_LENGTH = 6;

function metadataOf(text: string): Record<string, unknown> | null {
  if (text.trim() === '') return {};
  try {
    const parsed = parseJson(text);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function draftProblem(
  draft: UserDraft,
  creating: boolean,
  api: SecurityApi,
): DraftProblem | null {
  if (draft.name.trim() === '') return 'nameMissing';
  if (creating && draft.password === '') return 'passwordMissing';
  if (draft.password !== '' && draft.password.length < MIN_PASSWORD_LENGTH) return 'passwordShort';
  if (draft.password !== draft.confirmation) return 'passwordMismatch';
  const metadata = metadataOf(draft.metadataText);
  if (metadata === null) return 'metadataInvalid';
  // The plugin's attributes are names with text values.
  if (api === 'opendistro' && Object.values(metadata).some((v) => typeof v !== 'string'))
    return 'attributesNotText';
  return null;
}

/** A request that saves a user, as sent. */
export interface UserRequest {
  method: 'PUT' | 'PATCH';
  body: unknown;
}

const PASSWORD_SHOWN = '********';

/** The request that saves the draft; the draft must have no problem. */
export function userRequest(
  draft: UserDraft,
  original: SecurityUser | null,
  api: SecurityApi,
): UserRequest {
  const metadata = metadataOf(draft.metadataText) ?? {};
  const password = draft.password === '' ? {} : { password: draft.password };
  if (api !== 'opendistro') {
    return {
      method: 'PUT',
      body: {
        ...password,
        roles: draft.roles,
        full_name: draft.fullName,
        email: draft.email,
        metadata,
        enabled: draft.enabled,
      },
    };
  }
  const fields = {
    backend_roles: draft.backendRoles,
    opendistro_security_roles: draft.roles,
    attributes: metadata,
    description: draft.description,
  };
  if (original === null) return { method: 'PUT', body: { ...password, ...fields } };
  const before: Record<string, unknown> = {
    backend_roles: original.backendRoles,
    opendistro_security_roles: original.roles,
    attributes: original.metadata,
    description: original.description,
  };
  const changed = Object.entries(fields).filter(
    ([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key]),
  );
  const operations = [
    ...(draft.password === '' ? [] : [['password', draft.password] as const]),
    ...changed,
  ].map(([key, value]) => ({ op: 'add', path: `/${key}`, value }));
  return { method: 'PATCH', body: operations };
}

/** The request with its password masked, to show before it is sent. */
export function shownRequest(request: UserRequest): UserRequest {
  const mask = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(mask);
    if (!isRecord(value)) return value;
    if (value.path === '/password') return { ...value, value: PASSWORD_SHOWN };
    return 'password' in value ? { ...value, password: PASSWORD_SHOWN } : value;
  };
  return { ...request, body: mask(request.body) };
}
