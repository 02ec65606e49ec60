// The secret part of a cluster's credentials: what a cluster may keep for the browser session
// only, and what a backup leaves out unless asked. Usernames, access key ids and regions are not
// secret.
import type { ClusterAuth } from './types';

/** The fields of `authData` that are secret, whatever the auth type. */
export const SECRET_AUTH_FIELDS = [
  'password',
  'apiKey',
  'secretAccessKey',
  'sessionToken',
] as const;

export type SecretField = (typeof SECRET_AUTH_FIELDS)[number];

export type AuthSecret = Partial<Record<SecretField, string>>;

/** Whether `field` is one of the secret fields. */
export function isSecretField(field: string): field is SecretField {
  return (SECRET_AUTH_FIELDS as readonly string[]).includes(field);
}

/** Whether the auth type has a secret at all: basic auth, API key and AWS do, 'none' does not. */
export function authHasSecretField(auth: ClusterAuth): boolean {
  return auth.authType !== 'none';
}

/**
 * Whether the credentials hold their secret: the password, the API key or the AWS secret access
 * key (the AWS session token is optional).
 */
export function hasSecret(auth: ClusterAuth): boolean {
  switch (auth.authType) {
    case 'basicAuth':
      return auth.authData.password !== '';
    case 'apiKey':
      return auth.authData.apiKey !== '';
    case 'awsIAM':
      return auth.authData.secretAccessKey !== '';
    case 'none':
      return true;
  }
}

/** The secret fields of the credentials, those that are set. */
export function secretOf(auth: ClusterAuth): AuthSecret {
  const secret: AuthSecret = {};
  for (const [field, value] of Object.entries(auth.authData)) {
    if (isSecretField(field) && typeof value === 'string' && value !== '') secret[field] = value;
  }
  return secret;
}

/** The credentials with every secret field emptied; the other fields as they are. */
export function withoutSecret(auth: ClusterAuth): ClusterAuth {
  const data: Record<string, string> = { ...auth.authData };
  for (const field of Object.keys(data)) if (isSecretField(field)) data[field] = '';
  return { ...auth, authData: data } as ClusterAuth;
}

/** The credentials with the secret fields of their type taken from `secret`. */
export function withSecret(auth: ClusterAuth, secret: AuthSecret): ClusterAuth {
  const data: Record<string, string> = { ...auth.authData };
  for (const field of Object.keys(data)) {
    if (isSecretField(field)) data[field] = secret[field] ?? '';
  }
  return { ...auth, authData: data } as ClusterAuth;
}
