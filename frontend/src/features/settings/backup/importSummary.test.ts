import type { ImportPlan } from './importPlan';
import { importedMessage, importSummaryLines } from './importSummary';

const t = (key: string, params: Record<string, string | number> = {}) =>
  `${key.replace('settings.backup.summary.', '')}${Object.keys(params).length ? JSON.stringify(params) : ''}`;

const plan: ImportPlan = {
  store: {},
  areas: ['theme', 'i18n'],
  clusters: {
    imported: 2,
    dropped: [{ number: 3, name: '', reason: 'address' }],
    predefined: ['served'],
    withheld: 0,
  },
  restDatabases: 1,
};

describe('importSummaryLines', () => {
  it('says what is replaced, which clusters are left out and why, and what is kept', () => {
    expect(importSummaryLines(plan, t)).toEqual([
      'clustersReplaced{"count":2}',
      'droppedCluster{"number":3,"name":"-","reason":"dropReasons.address"}',
      'predefinedKept{"names":"served"}',
      'areas{"count":2}',
      'restRecords{"count":1}',
    ]);
  });

  it('says the saved clusters stay when the file holds none', () => {
    expect(importSummaryLines({ ...plan, clusters: null, areas: [], restDatabases: 0 }, t)).toEqual(
      ['clustersStay'],
    );
  });
});

describe('importedMessage', () => {
  it('counts what came in and what was left out', () => {
    expect(importedMessage(plan, t).split('\n')).toEqual([
      'clustersImported{"count":2}',
      'droppedCount{"count":1}',
      'areas{"count":2}',
      'restRecords{"count":1}',
    ]);
  });
});

describe('clusters withheld in managed mode', () => {
  const managed: ImportPlan = {
    ...plan,
    clusters: { imported: 0, dropped: [], predefined: [], withheld: 3 },
  };

  it('says the file clusters were not imported, before and after', () => {
    expect(importSummaryLines(managed, t)).toContain('ownClustersWithheld{"count":3}');
    expect(importedMessage(managed, t)).toContain('ownClustersWithheld{"count":3}');
  });
});
