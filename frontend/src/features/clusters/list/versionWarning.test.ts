import { unsupportedVersionParams } from './versionWarning';

describe('unsupportedVersionParams', () => {
  it('names the engine and major of an end-of-life default-engine cluster', () => {
    expect(unsupportedVersionParams({ distribution: 'elasticsearch', majorVersion: '6' })).toEqual({
      engine: 'Elasticsearch',
      majorVersion: '6',
    });
  });

  it('does not warn for supported majors, the fork, or an unknown version', () => {
    expect(
      unsupportedVersionParams({ distribution: 'elasticsearch', majorVersion: '9' }),
    ).toBeNull();
    expect(unsupportedVersionParams({ distribution: 'opensearch', majorVersion: '2' })).toBeNull();
    expect(
      unsupportedVersionParams({ distribution: 'elasticsearch', majorVersion: '' }),
    ).toBeNull();
  });
});
