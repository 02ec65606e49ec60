import { describe, expect, it } from 'vitest';
import { matchesRepositoryName, repositoryRows } from './repositoryRows';

describe('repository rows', () => {
  it('reads name, type and settings from GET _snapshot', () => {
    const rows = repositoryRows({
      backups: {
        type: 'fs',
        settings: {
          location: '/mnt/backups',
          compress: 'true',
          max_snapshot_bytes_per_sec: '40mb',
        },
      },
      cloud: { type: 's3', settings: { bucket: 'b', path_style_access: false } },
    });
    expect(rows.map(({ name, type }) => [name, type])).toEqual([
      ['backups', 'fs'],
      ['cloud', 's3'],
    ]);
    expect(rows[0].settingsSummary).toBe(
      'location: /mnt/backups, compress: true, max_snapshot_bytes_per_sec: 40mb',
    );
    expect(rows[1].settingsSummary).toBe('bucket: b, path_style_access: false');
    expect(JSON.parse(rows[0].settingsJson)).toEqual(rows[0].settings);
    expect(rows[0].settingsJson).toContain('\n');
  });

  it('reads a repository without settings as empty settings', () => {
    const [row] = repositoryRows({ bare: { type: 'url' } });
    expect(row).toMatchObject({ settings: {}, settingsSummary: '', settingsJson: '{}' });
    expect(repositoryRows(undefined)).toEqual([]);
  });

  it('filters on the name, case-insensitively', () => {
    expect(matchesRepositoryName({ name: 'Nightly-Backups' }, 'backup')).toBe(true);
    expect(matchesRepositoryName({ name: 'cloud' }, 'backup')).toBe(false);
  });
});
