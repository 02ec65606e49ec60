import { describe, expect, it } from 'vitest';
import { catalogueTexts, specificationsAt } from '../../scripts/catalogue/catalogues.mjs';
import { documentedExamples } from '../../scripts/examples/documentedExamples.mjs';
import { BOOKS, BOOKS_MAPPING, BOOKS_STRUCTURE } from './findStructure.fixture';
import { findStructureRequest, mappingOfStructure, structureSample } from './findStructure';
import { engineProfile } from './profile';

const ES8 = engineProfile('elasticsearch', '8.15.2');
const ES7_10 = engineProfile('elasticsearch', '7.10.2');
const OS2 = engineProfile('opensearch', '2.11.1');

const specRoot = new URL('../../../../shared/api-specs', import.meta.url).pathname;

const CSV_SAMPLE = 'name;born\n"Le Guin, Ursula";1929-10-21\nBanks;1954-02-16\n';

describe('findStructureRequest', () => {
  it('asks Elasticsearch 8 for the structure of NDJSON lines, as many as the sample has', () => {
    const docs = [{ a: 1 }, { a: 2 }, { a: 3 }];
    const sample = structureSample('json-array', '[{"a":1},{"a":2},{"a":3}]', docs);
    expect(sample).toBe('{"a":1}\n{"a":2}\n{"a":3}');
    expect(findStructureRequest(ES8, sample, 'json-array')).toEqual({
      method: 'POST',
      path: '_text_structure/find_structure',
      params: { lines_to_sample: '3', charset: 'UTF-8', format: 'ndjson' },
      body: sample,
    });
  });

  it('sends CSV as the file has it, with its delimiter, quote and header', () => {
    expect(structureSample('csv', CSV_SAMPLE, [])).toBe(CSV_SAMPLE);
    const request = findStructureRequest(ES8, CSV_SAMPLE, 'csv', {
      delimiter: ';',
      quote: '"',
      header: true,
    });
    expect(request?.params).toEqual({
      lines_to_sample: '3',
      charset: 'UTF-8',
      format: 'delimited',
      delimiter: ';',
      quote: '"',
      has_header_row: 'true',
    });
    const headless = findStructureRequest(ES8, 'a;1\nb;2\n', 'csv', {
      delimiter: ';',
      quote: "'",
      header: false,
      columns: ['c1', 'c2'],
    });
    expect(headless?.params).toMatchObject({ has_header_row: 'false', column_names: 'c1,c2' });
  });

  it('uses the machine learning path before 7.13 and nothing on OpenSearch or one line', () => {
    expect(findStructureRequest(ES7_10, '{}\n{}', 'ndjson')?.path).toBe('_ml/find_file_structure');
    expect(findStructureRequest(OS2, '{}\n{}', 'ndjson')).toBeNull();
    expect(findStructureRequest(ES8, '{"a":1}\n\n', 'ndjson')).toBeNull();
  });
});

describe('mappingOfStructure', () => {
  it('reads the mappings, leaving out the @timestamp only the finder’s pipeline fills', () => {
    const answer = {
      timestamp_field: 'when',
      mappings: { properties: { '@timestamp': { type: 'date' }, when: { type: 'date' } } },
    };
    expect(mappingOfStructure(answer)).toEqual({ properties: { when: { type: 'date' } } });
    const own = { timestamp_field: '@timestamp', mappings: answer.mappings };
    expect(Object.keys(mappingOfStructure(own)?.properties ?? {})).toEqual(['@timestamp', 'when']);
  });

  it('reads Elasticsearch 6 mappings without properties, and nothing from other answers', () => {
    expect(mappingOfStructure({ mappings: { n: { type: 'long' } } })).toEqual({
      properties: { n: { type: 'long' } },
    });
    expect(mappingOfStructure({ error: { reason: 'no' } })).toBeNull();
    expect(mappingOfStructure({ mappings: { n: 'long' } })).toBeNull();
  });
});

describe.skipIf(!specificationsAt(specRoot))('find_structure in the specifications', () => {
  const texts = specificationsAt(specRoot) ? catalogueTexts(specRoot) : null;
  interface Endpoint {
    name: string;
    methods: string[];
    paths: string[];
    params?: Record<string, string>;
    since?: string;
  }
  interface Catalogue {
    endpoints: Endpoint[];
    types: Record<string, { enum?: string[] }>;
  }
  const elasticsearch = JSON.parse(texts?.elasticsearch ?? '{}') as Catalogue;
  const opensearch = JSON.parse(texts?.opensearch ?? '{}') as Catalogue;

  it('sends only documented parameters, from the version the endpoint exists in', () => {
    const request = findStructureRequest(ES8, CSV_SAMPLE, 'csv', {
      delimiter: ';',
      quote: '"',
      header: false,
      columns: ['name', 'born'],
    });
    const endpoint = elasticsearch.endpoints.find(
      (one) => one.name === 'text_structure.find_structure',
    );
    expect(endpoint?.paths).toEqual([`/${request?.path}`]);
    expect(endpoint?.methods).toContain(request?.method);
    expect(Object.keys(request?.params ?? {}).filter((name) => !endpoint?.params?.[name])).toEqual(
      [],
    );
    expect(elasticsearch.types.FindStructureFormat.enum).toEqual(
      expect.arrayContaining(['ndjson', 'delimited']),
    );
    // The profile asks it from the version the specification gives, never before.
    const since = endpoint?.since ?? '';
    const [major, minor] = since.split('.').map(Number);
    expect(engineProfile('elasticsearch', since).findStructure).toBe('text_structure');
    expect(engineProfile('elasticsearch', `${major}.${minor - 1}.99`).findStructure).toBe('ml');
  });

  it('has no structure finder on OpenSearch, which the local inference stands in for', () => {
    const finders = opensearch.endpoints.filter((one) =>
      one.paths.some((path) => /structure/.test(path)),
    );
    expect(finders).toEqual([]);
    expect(OS2.findStructure).toBe('none');
  });

  it('reads the documented answer to the documented request', () => {
    const sample = structureSample('ndjson', '', BOOKS);
    expect(findStructureRequest(ES8, sample, 'ndjson')?.body).toBe(
      BOOKS.map((book) => JSON.stringify(book)).join('\n'),
    );
    const [answer] = documentedExamples(specRoot, 'text_structure/find_structure');
    expect(mappingOfStructure(answer.value)).toEqual(BOOKS_MAPPING);
    expect(answer.value).toMatchObject(BOOKS_STRUCTURE);
  });
});
