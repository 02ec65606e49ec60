// The New repository form and the body it sends to
// PUT _snapshot/{repository}. The form speaks camelCase; the payload uses the setting names
// Elasticsearch expects (chunk_size, max_restore_bytes_per_sec, ...).
import type { RepositoryDefinition } from '../../../api/operations/snapshots';

export const REPOSITORY_TYPES = ['fs', 's3'] as const;
export type RepositoryType = (typeof REPOSITORY_TYPES)[number];

export const S3_PROTOCOLS = ['http', 'https'] as const;
export type S3Protocol = (typeof S3_PROTOCOLS)[number];

/** Settings every repository type has. */
export interface GeneralSettings {
  compress: boolean;
  chunkSize: string;
  maxRestoreBytesPerSec: string;
  maxSnapshotBytesPerSec: string;
  readonly: boolean;
}

export interface FsSettings extends GeneralSettings {
  location: string;
}

export interface S3Settings extends GeneralSettings {
  bucket: string;
  client: string;
  endpoint: string;
  region: string;
  protocol: S3Protocol;
  pathStyleAccess: boolean;
}

export type RepositoryForm =
  | { name: string; type: 'fs'; settings: FsSettings }
  | { name: string; type: 's3'; settings: S3Settings };

const GENERAL_DEFAULTS: GeneralSettings = {
  compress: true,
  chunkSize: '',
  maxRestoreBytesPerSec: '40mb',
  maxSnapshotBytesPerSec: '40mb',
  readonly: false,
};

export const FS_DEFAULTS: FsSettings = { ...GENERAL_DEFAULTS, location: '' };

export const S3_DEFAULTS: S3Settings = {
  ...GENERAL_DEFAULTS,
  chunkSize: '5tb',
  bucket: '',
  client: '',
  endpoint: '',
  region: '',
  protocol: 'https',
  pathStyleAccess: false,
};

/** The form as the dialog opens and as Reset leaves it: fs with its defaults. */
export const NEW_REPOSITORY_DEFAULTS: RepositoryForm = {
  name: '',
  type: 'fs',
  settings: FS_DEFAULTS,
};

/** Changing the type resets the settings to that type's defaults and keeps the name. */
export function withType(form: RepositoryForm, type: RepositoryType): RepositoryForm {
  return type === 'fs'
    ? { name: form.name, type, settings: FS_DEFAULTS }
    : { name: form.name, type, settings: S3_DEFAULTS };
}

/**
 * Valid when the trimmed name is set and the type's own required field (fs location, s3
 * bucket) is set. The s3 client, region and both rates are not required: a cluster has
 * defaults for all of them, so a user should not have to type them.
 */
export function isRepositoryFormValid(form: RepositoryForm): boolean {
  if (form.name.trim() === '') return false;
  return form.type === 'fs'
    ? form.settings.location.trim() !== ''
    : form.settings.bucket.trim() !== '';
}

type Settings = Record<string, string | boolean>;

/** Sets `key` to the trimmed text, or leaves it out when blank (the cluster's default applies). */
function putText(settings: Settings, key: string, value: string): void {
  const text = value.trim();
  if (text !== '') settings[key] = text;
}

function generalSettings(form: GeneralSettings): Settings {
  const settings: Settings = { compress: form.compress, readonly: form.readonly };
  putText(settings, 'chunk_size', form.chunkSize);
  putText(settings, 'max_restore_bytes_per_sec', form.maxRestoreBytesPerSec);
  putText(settings, 'max_snapshot_bytes_per_sec', form.maxSnapshotBytesPerSec);
  return settings;
}

function s3Settings(form: S3Settings): Settings {
  const settings: Settings = { protocol: form.protocol, path_style_access: form.pathStyleAccess };
  putText(settings, 'bucket', form.bucket);
  putText(settings, 'client', form.client);
  putText(settings, 'region', form.region);
  putText(settings, 'endpoint', form.endpoint);
  return settings;
}

/**
 * The PUT _snapshot/{repository} body. Blank text settings are left out rather than sent empty:
 * an empty chunk size, rate, client or endpoint is not a value Elasticsearch accepts.
 */
export function repositoryDefinition(form: RepositoryForm): RepositoryDefinition {
  const general = generalSettings(form.settings);
  if (form.type === 'fs') {
    const settings: Settings = { ...general };
    putText(settings, 'location', form.settings.location);
    return { type: 'fs', settings };
  }
  return { type: 's3', settings: { ...s3Settings(form.settings), ...general } };
}

/** The form with some of the settings every type has changed. */
export function withGeneralSettings(
  form: RepositoryForm,
  patch: Partial<GeneralSettings>,
): RepositoryForm {
  return form.type === 'fs'
    ? { ...form, settings: { ...form.settings, ...patch } }
    : { ...form, settings: { ...form.settings, ...patch } };
}
