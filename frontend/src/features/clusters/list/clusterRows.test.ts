import { clusterRows, matchesClusterFilter } from './clusterRows';
import { savedCluster } from '../testClusters';

const clusters = [
  savedCluster({ name: 'staging', uri: 'http://staging.internal:9200', clusterName: 'stage-eu' }),
  savedCluster({ name: 'Prod 10', uri: 'https://prod10.example:9200', clusterName: 'production' }),
  savedCluster({ name: 'prod 9', uri: 'https://prod9.example:9200', clusterName: 'production' }),
  savedCluster({ name: 'local', uri: 'http://localhost:9200', clusterName: '' }),
];

const names = (filter: string) =>
  clusterRows(clusters, 0)
    .filter((row) => matchesClusterFilter(row, filter))
    .map((row) => row.cluster.name);

describe('clusterRows', () => {
  it('sorts by name, case-insensitively and with numbers in numeric order', () => {
    expect(names('')).toEqual(['local', 'prod 9', 'Prod 10', 'staging']);
  });

  it('keeps each cluster index and marks the active one', () => {
    const rows = clusterRows(clusters, 2);
    expect(rows.find((row) => row.active)?.cluster.name).toBe('prod 9');
    expect(rows.map((row) => row.index)).toEqual([3, 2, 1, 0]);
  });
});

describe('matchesClusterFilter', () => {
  it('matches name, uri or clusterName, case-insensitively', () => {
    expect(names('PROD')).toEqual(['prod 9', 'Prod 10']);
    expect(names('internal')).toEqual(['staging']);
    expect(names('stage-EU')).toEqual(['staging']);
  });

  it('searches only the named column with column:value', () => {
    expect(names('clusterName:production')).toEqual(['prod 9', 'Prod 10']);
    expect(names('name:prod10')).toEqual([]);
    expect(names('uri:prod10')).toEqual(['Prod 10']);
  });

  it('shows everything while either part of column:value is blank', () => {
    expect(names('name:')).toHaveLength(4);
    expect(names('   ')).toHaveLength(4);
  });

  it('treats a uri with a scheme as plain text, not as a column', () => {
    expect(names('http://local')).toEqual(['local']);
  });
});
