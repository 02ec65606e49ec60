import { describe, expect, it } from 'vitest';
import { fieldTypes } from './fieldTypes';
import { engineProfile } from './profile';

describe('fieldTypes', () => {
  it('offers flattened and wildcard only on Elasticsearch', () => {
    const elasticsearch = fieldTypes(engineProfile('elasticsearch', '8.15.0'));
    const opensearch = fieldTypes(engineProfile('opensearch', '2.19.0'));
    expect(elasticsearch).toContain('flattened');
    expect(elasticsearch).toContain('wildcard');
    expect(opensearch).not.toContain('flattened');
    expect(opensearch).not.toContain('wildcard');
    expect(opensearch).toHaveLength(elasticsearch.length - 2);
  });
});
