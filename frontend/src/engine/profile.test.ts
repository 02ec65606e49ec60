import { describe, expect, it } from 'vitest';
import { DEFAULT_ENGINE, engineProfile } from './profile';

const es = (version: string) => engineProfile('elasticsearch', version);
const os = (version: string) => engineProfile('opensearch', version);

describe('engineProfile', () => {
  it('names the engine and parses its version once', () => {
    expect(es('8.15.2')).toMatchObject({
      name: 'Elasticsearch',
      version: { major: 8, minor: 15, patch: 2 },
      lifecycle: 'ilm',
      security: 'xpack',
    });
    expect(os('2.19.0')).toMatchObject({
      name: 'OpenSearch',
      lifecycle: 'ism',
      security: 'opendistro',
    });
    expect(es('8.15.2')).toBe(es('8.15.2'));
  });

  it('searches users from Elasticsearch 8.14, roles from 8.15 and API keys from 7.15', () => {
    const searches = (p: ReturnType<typeof es>) => [p.userQuery, p.roleQuery, p.apiKeyQuery];
    expect(searches(es('7.14.2'))).toEqual([false, false, false]);
    expect(searches(es('7.15.0'))).toEqual([false, false, true]);
    expect(searches(es('8.14.0'))).toEqual([true, false, true]);
    expect(searches(es('8.15.0'))).toEqual([true, true, true]);
    expect(searches(os('3.0.0'))).toEqual([false, false, false]);
  });

  it('has data streams on Elasticsearch from 7.9 and on every OpenSearch', () => {
    expect(['6.8.0', '7.8.1', '7.9.0', '8.15.0'].map((v) => es(v).dataStreams)).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(os('1.0.0').dataStreams).toBe(true);
  });

  it('counts OpenSearch as Elasticsearch 7.10 for the APIs it kept, once its version is known', () => {
    expect(os('3.0.0').apiVersion).toEqual({ major: 7, minor: 10, patch: 2 });
    expect(os('').apiVersion.major).toBeNull();
    expect([os('2.0.0'), es('7.17.0'), es('8.1.0')].map((p) => p.composableTemplatesFirst)).toEqual(
      [false, false, true],
    );
    expect([os('1.3.0'), es('7.7.0'), es('7.8.0')].map((p) => p.componentTemplates)).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('offers force merge as a task from Elasticsearch 8.1 and OpenSearch 2.7', () => {
    expect(['8.0.1', '7.17.9', '8', '', '8.1.0', '9.0.1'].map((v) => es(v).forceMergeTask)).toEqual(
      [false, false, false, false, true, true],
    );
    // An OpenSearch 2.x number read against Elasticsearch's line would pass wrongly.
    expect(es('2.11.1').forceMergeTask).toBe(false);
    expect([os('2.6.0'), os('2.7.0'), os('3.0.0')].map((p) => p.forceMergeTask)).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('takes rollover shard conditions on Elasticsearch from 7.13 and while unknown', () => {
    expect(
      [es('7.12.1'), es('7.13.0'), es(''), os('2.0.0')].map((p) => p.rolloverShardConditions),
    ).toEqual([false, true, true, false]);
  });

  it('picks the point in time flavour and the Elasticsearch-only APIs', () => {
    expect([es('7.9.0'), es('7.10.0'), os('2.3.0'), os('2.4.0')].map((p) => p.pointInTime)).toEqual(
      ['none', 'pit', 'none', 'point_in_time'],
    );
    expect(
      [es('7.11.2'), es('7.12.0'), os('3.2.0'), os('3.3.0')].map((p) => p.shardDocSort),
    ).toEqual([false, true, false, true]);
    expect([es('8.6.0'), es('8.7.0'), os('3.0.0')].map((p) => p.healthReport)).toEqual([
      false,
      true,
      false,
    ]);
    expect(
      [es('6.8.0'), es('7.0.0'), es('7.12.1'), es('7.13.0'), es('9.1.0'), es(''), os('3.0.0')].map(
        (p) => p.findStructure,
      ),
    ).toEqual(['none', 'ml', 'ml', 'text_structure', 'text_structure', 'none', 'none']);
  });

  it('reads disk usage from Elasticsearch 7.15 and profiles the fetch phase from 7.16 and OpenSearch 3.2', () => {
    const diagnostics = (p: ReturnType<typeof es>) => [
      p.diskUsage,
      p.diskUsageMissing,
      p.profileFetch,
    ];
    expect(diagnostics(es('7.14.2'))).toEqual([false, 'version', false]);
    expect(diagnostics(es('7.15.0'))).toEqual([true, null, false]);
    expect(diagnostics(es('7.16.0'))).toEqual([true, null, true]);
    expect(diagnostics(es('9.1.0'))).toEqual([true, null, true]);
    expect(diagnostics(os('3.1.0'))).toEqual([false, 'opensearch', false]);
    expect(diagnostics(os('3.2.0'))).toEqual([false, 'opensearch', true]);
  });

  it('warns of Elasticsearch majors outside 7, 8 and 9 only', () => {
    expect(['6.8.0', '7.17.0', '9.0.0', '10.0.0', ''].map((v) => es(v).unsupported)).toEqual([
      true,
      false,
      false,
      true,
      false,
    ]);
    expect(os('3.0.0').unsupported).toBe(false);
  });

  it('is Elasticsearch of an unknown version before a cluster is connected', () => {
    expect(DEFAULT_ENGINE).toMatchObject({ distribution: 'elasticsearch', dataStreams: false });
    expect(DEFAULT_ENGINE.version.major).toBeNull();
  });
});
