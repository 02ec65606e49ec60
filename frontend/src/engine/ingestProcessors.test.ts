import { describe, expect, it } from 'vitest';
import { OPENSEARCH_CONVERT_TYPES } from '../test/convertTypes';
import { convertTypes } from './ingestProcessors';
import { engineProfile } from './profile';

describe('convertTypes', () => {
  it('offers ip on Elasticsearch, whatever its version, and not on OpenSearch', () => {
    for (const version of ['7.17.0', '8.15.2', ''])
      expect(convertTypes(engineProfile('elasticsearch', version))).toContain('ip');
    expect(convertTypes(engineProfile('opensearch', '2.19.1'))).toEqual(OPENSEARCH_CONVERT_TYPES);
  });
});
