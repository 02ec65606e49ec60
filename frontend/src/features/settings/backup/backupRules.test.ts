import { BACKUP_RULES } from './backupRules';

describe('BACKUP_RULES', () => {
  it('holds the settings areas and the installation uuid', () => {
    expect(BACKUP_RULES.storeKeys).toEqual(
      expect.arrayContaining([
        'connection',
        'theme',
        'i18n',
        'search',
        'indices',
        'installationUuid',
      ]),
    );
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
