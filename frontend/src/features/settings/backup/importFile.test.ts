import 'fake-indexeddb/auto';
import { isBackupAreaKey, migrateBackupArea } from '../../../test/backupAreas';
import { deleteAllAppDatabases } from '../../../engine/clusterDb';
import { thawPersistence } from '../../../lib/storage';
import type { BackupRules } from './backupFile';
import { snapshotStorage } from './backupStorage';
import { importBackupFile, importProblemText, type ImportProblem } from './importFile';

const rules: BackupRules = { isStoreKey: isBackupAreaKey, migrateArea: migrateBackupArea };
const VALID = '{"version":"0.1.0","store":{"i18n":{"lang":"fr"}},"idb":{}}';

function file(text: string, name = 'backup.json', type = 'application/json'): File {
  return new File([text], name, { type });
}

beforeEach(() => localStorage.setItem('i18n', '{"lang":"en"}'));

afterEach(async () => {
  thawPersistence();
  localStorage.clear();
  await deleteAllAppDatabases();
});

describe('importBackupFile', () => {
  it('writes a valid backup', async () => {
    await expect(importBackupFile(file(VALID), rules, localStorage)).resolves.toBeNull();
    expect(localStorage.getItem('i18n')).toBe('{"lang":"fr"}');
  });

  it('accepts a .json name whatever type the browser gives it', async () => {
    await expect(
      importBackupFile(file(VALID, 'b.JSON', ''), rules, localStorage),
    ).resolves.toBeNull();
  });

  const failures: [string, File, ImportProblem][] = [
    [
      'a file that is not JSON by name or type',
      file(VALID, 'backup.txt', 'text/plain'),
      { message: 'wrongFileType' },
    ],
    [
      'a file that is not JSON',
      file('hello'),
      { message: 'invalidBackup', reason: { key: 'notJson' } },
    ],
    [
      'a truncated file',
      file(VALID.slice(0, 30)),
      { message: 'invalidBackup', reason: { key: 'notJson' } },
    ],
    [
      'a JSON file without store',
      file('{"version":"1.10.0"}'),
      { message: 'invalidBackup', reason: { key: 'noStore' } },
    ],
    [
      'a backup with a broken area',
      file('{"store":{"connection":[]}}'),
      { message: 'invalidBackup', reason: { key: 'badValue', path: 'store.connection' } },
    ],
  ];

  it.each(failures)('refuses %s and changes nothing', async (_name, chosen, problem) => {
    const before = snapshotStorage(localStorage);
    await expect(importBackupFile(chosen, rules, localStorage)).resolves.toEqual(problem);
    expect(snapshotStorage(localStorage)).toEqual(before);
  });
});

describe('importProblemText', () => {
  const t = (key: string, params?: Record<string, string>) =>
    params && Object.keys(params).length > 0 ? `${key} ${JSON.stringify(params)}` : key;

  it('shows the message for a wrong file type', () => {
    expect(importProblemText({ message: 'wrongFileType' }, t)).toBe(
      'settings.backup.errors.wrongFileType',
    );
  });

  it('shows the message, then the reason with its details', () => {
    expect(
      importProblemText(
        { message: 'invalidBackup', reason: { key: 'badValue', path: 'idb.u' } },
        t,
      ),
    ).toBe(
      'settings.backup.errors.invalidBackup\nsettings.backup.reasons.badValue {"path":"idb.u"}',
    );
  });
});
