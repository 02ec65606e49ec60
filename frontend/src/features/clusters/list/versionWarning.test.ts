import { unsupportedVersionParams } from './versionWarning';

describe('unsupportedVersionParams', () => {
  it('names the engine and major of an end-of-life default-engine cluster', () => {
    expect(unsupportedVersionParams({ distribution: 'elasticsearch', version: '6.8.23' })).toEqual({
      engine: 'Elasticsearch',
      majorVersion: '6',
    });
  });

  it('does not warn for supported majors, the fork, or an unknown version', () => {
    expect(
      unsupportedVersionParams({ distribution: 'elasticsearch', version: '9.0.0' }),
    ).toBeNull();
    expect(unsupportedVersionParams({ distribution: 'opensearch', version: '2.19.0' })).toBeNull();
    expect(unsupportedVersionParams({ distribution: 'elasticsearch', version: '' })).toBeNull();
  });
});
