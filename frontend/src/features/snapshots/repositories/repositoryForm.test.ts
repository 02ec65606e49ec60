import { describe, expect, it } from 'vitest';
import {
  FS_DEFAULTS,
  isRepositoryFormValid,
  NEW_REPOSITORY_DEFAULTS,
  repositoryDefinition,
  S3_DEFAULTS,
  withType,
  type RepositoryForm,
} from './repositoryForm';

const fs = (settings: Partial<typeof FS_DEFAULTS> = {}, name = 'backups'): RepositoryForm => ({
  name,
  type: 'fs',
  settings: { ...FS_DEFAULTS, ...settings },
});
const s3 = (settings: Partial<typeof S3_DEFAULTS> = {}, name = 'backups'): RepositoryForm => ({
  name,
  type: 's3',
  settings: { ...S3_DEFAULTS, ...settings },
});

describe('repository form defaults', () => {
  it('opens as fs with an empty chunk size and 40mb rates', () => {
    expect(NEW_REPOSITORY_DEFAULTS.type).toBe('fs');
    expect(NEW_REPOSITORY_DEFAULTS.settings).toEqual({
      location: '',
      compress: true,
      chunkSize: '',
      maxRestoreBytesPerSec: '40mb',
      maxSnapshotBytesPerSec: '40mb',
      readonly: false,
    });
  });

  it('changing the type resets the settings to that type and keeps the name', () => {
    const edited = fs({ location: '/mnt/backups', compress: false }, 'nightly');
    const changed = withType(edited, 's3');
    expect(changed.name).toBe('nightly');
    expect(changed.settings).toEqual(S3_DEFAULTS);
    expect(S3_DEFAULTS).toMatchObject({
      chunkSize: '5tb',
      protocol: 'https',
      pathStyleAccess: false,
      compress: true,
    });
    const back = withType(s3({ bucket: 'b' }, 'nightly'), 'fs');
    expect(back).toEqual({ name: 'nightly', type: 'fs', settings: FS_DEFAULTS });
  });
});

describe('repository form validity', () => {
  it('needs a trimmed name', () => {
    expect(isRepositoryFormValid(fs({ location: '/mnt' }, '  '))).toBe(false);
    expect(isRepositoryFormValid(fs({ location: '/mnt' }, ' b '))).toBe(true);
  });

  it('needs a location for fs and a bucket for s3, nothing else', () => {
    expect(isRepositoryFormValid(fs({ location: ' ' }))).toBe(false);
    expect(isRepositoryFormValid(s3({ bucket: '' }))).toBe(false);
    expect(isRepositoryFormValid(s3({ bucket: 'snapshots', maxRestoreBytesPerSec: '' }))).toBe(
      true,
    );
  });
});

describe('repository payload (PUT _snapshot/{repository})', () => {
  it('sends fs settings under the names Elasticsearch expects, chunk size left out when empty', () => {
    expect(repositoryDefinition(fs({ location: ' /mnt/backups ' }))).toEqual({
      type: 'fs',
      settings: {
        location: '/mnt/backups',
        compress: true,
        readonly: false,
        max_restore_bytes_per_sec: '40mb',
        max_snapshot_bytes_per_sec: '40mb',
      },
    });
  });

  it('sends a chunk size that is set, and booleans as booleans', () => {
    const body = repositoryDefinition(
      fs({ location: '/m', chunkSize: '1gb', compress: false, readonly: true }),
    );
    expect(body.settings).toMatchObject({ chunk_size: '1gb', compress: false, readonly: true });
  });

  it('sends s3 settings with protocol and path_style_access, blank optional texts left out', () => {
    expect(
      repositoryDefinition(
        s3({ bucket: 'snapshots', region: 'eu-west-1', protocol: 'http', pathStyleAccess: true }),
      ),
    ).toEqual({
      type: 's3',
      settings: {
        bucket: 'snapshots',
        region: 'eu-west-1',
        protocol: 'http',
        path_style_access: true,
        compress: true,
        readonly: false,
        chunk_size: '5tb',
        max_restore_bytes_per_sec: '40mb',
        max_snapshot_bytes_per_sec: '40mb',
      },
    });
  });

  it('sends the s3 client and endpoint when set, and never the fs location', () => {
    const body = repositoryDefinition(
      s3({ bucket: 'b', client: 'secondary', endpoint: 'minio:9000' }),
    );
    expect(body.settings).toMatchObject({ client: 'secondary', endpoint: 'minio:9000' });
    expect(body.settings).not.toHaveProperty('location');
  });
});
