import '../../../test/backupAreas';
import { BACKUP_RULES } from './backupRules';

describe('BACKUP_RULES', () => {
  it('holds the settings areas, the per-cluster search areas and the installation uuid', () => {
    for (const key of ['connection', 'theme', 'i18n', 'search', 'indices', 'installationUuid'])
      expect(BACKUP_RULES.isStoreKey(key)).toBe(true);
    expect(BACKUP_RULES.isStoreKey('search-Xk2fQ0bWTc6')).toBe(true);
  });

  it('leaves out other keys', () => {
    for (const key of ['search-', 'other', 'installationUuid2', '__proto__'])
      expect(BACKUP_RULES.isStoreKey(key)).toBe(false);
  });

  it('keeps an installation uuid only when it is text', () => {
    expect(BACKUP_RULES.migrateArea('installationUuid', 'a-b')).toBe('a-b');
    expect(BACKUP_RULES.migrateArea('installationUuid', { uuid: 'a-b' })).toBeNull();
  });

  it('leaves the settings areas to their own rules', () => {
    expect(BACKUP_RULES.migrateArea('connection', { clusters: 'none' })).toBeNull();
    expect(BACKUP_RULES.migrateArea('i18n', { lang: 'it' })).toEqual({ lang: 'it' });
  });
});
