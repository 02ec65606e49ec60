// The cluster form's values, their validation and the cluster
// they produce when saved.
import type { AuthType, Cluster, ClusterTarget, Protection } from '../../../api/types';
import {
  authFieldsOf,
  DEFAULT_CLUSTER_NAME,
  DEFAULT_CLUSTER_URI,
  EMPTY_AUTH_FIELDS,
  trimAuth,
  withoutTrailingSlash,
  type AuthFields,
} from '../connection/clusterDefaults';

export interface ClusterFormValues extends AuthFields {
  name: string;
  uri: string;
  authType: AuthType;
  protection: Protection;
  /** The banner label; '' for none. */
  label: string;
  /** A colour of components/ClusterColor; '' for the neutral default. */
  color: string;
  /** Keep the password, API key or AWS secret for this browser session only. */
  sessionSecret: boolean;
}

export type ClusterFormField = keyof ClusterFormValues;

/** Keys under clusters.form.errors. */
export type ClusterFormError = 'required' | 'invalidUri' | 'uriScheme' | 'uriCredentials';

export type ClusterFormErrors = Partial<Record<ClusterFormField, ClusterFormError>>;

export const NEW_CLUSTER_FORM: ClusterFormValues = {
  name: DEFAULT_CLUSTER_NAME,
  uri: DEFAULT_CLUSTER_URI,
  authType: 'none',
  sessionSecret: false,
  ...EMPTY_AUTH_FIELDS,
  protection: 'none',
  label: '',
  color: '',
};

export function formValuesOf(cluster: Cluster): ClusterFormValues {
  return {
    name: cluster.name,
    uri: cluster.uri,
    authType: cluster.auth.authType,
    sessionSecret: cluster.sessionSecret,
    ...authFieldsOf(cluster.auth),
    protection: cluster.protection,
    label: cluster.label,
    color: cluster.color,
  };
}

const REQUIRED_AUTH_FIELDS: Record<AuthType, (keyof AuthFields)[]> = {
  none: [],
  basicAuth: ['username', 'password'],
  apiKey: ['apiKey'],
  awsIAM: ['accessKeyId', 'secretAccessKey', 'region'],
};

export function uriError(uri: string): ClusterFormError | undefined {
  const trimmed = uri.trim();
  if (trimmed === '') return 'required';
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return 'invalidUri';
  }
  // new URL('http:9200') parses too, so the text itself must start with the scheme.
  if (!/^https?:\/\//i.test(trimmed) || !['http:', 'https:'].includes(url.protocol)) {
    return 'uriScheme';
  }
  // Browsers refuse to send requests to such a URL, and the password would show wherever
  // the uri does.
  const authority = /^https?:\/\/([^/?#]*)/i.exec(trimmed)?.[1] ?? '';
  if (authority.includes('@')) return 'uriCredentials';
  return undefined;
}

export function validateClusterForm(values: ClusterFormValues): ClusterFormErrors {
  const errors: ClusterFormErrors = {};
  if (values.name.trim() === '') errors.name = 'required';
  const uri = uriError(values.uri);
  if (uri) errors.uri = uri;
  for (const field of REQUIRED_AUTH_FIELDS[values.authType]) {
    if (values[field].trim() === '') errors[field] = 'required';
  }
  return errors;
}

export function isFormValid(values: ClusterFormValues): boolean {
  return Object.keys(validateClusterForm(values)).length === 0;
}

/** Address and credentials as they will be stored: what a connection test must use. */
export function targetOf(values: ClusterFormValues): ClusterTarget {
  return { uri: withoutTrailingSlash(values.uri), auth: trimAuth(values.authType, values) };
}

/** The user-editable part of a cluster, ready to store. */
export function clusterEdits(
  values: ClusterFormValues,
): Pick<Cluster, 'name' | 'uri' | 'auth' | 'protection' | 'label' | 'color' | 'sessionSecret'> {
  const { protection, color } = values;
  // Without credentials there is no secret to keep for the session.
  const sessionSecret = values.sessionSecret && values.authType !== 'none';
  return {
    name: values.name.trim(),
    ...targetOf(values),
    protection,
    label: values.label.trim(),
    color,
    sessionSecret,
  };
}
