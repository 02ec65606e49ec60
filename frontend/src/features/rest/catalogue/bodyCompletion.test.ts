import { bodyCompletions, MAX_BODY_OPTIONS, type BodyOption } from './bodyCompletion';
import { bodyContext } from './bodyContext';
import type { Catalogue, CatalogueType } from './catalogueTypes';
import elasticsearchJson from './elasticsearch.json';
import opensearchJson from './opensearch.json';

const elasticsearch = elasticsearchJson as unknown as Catalogue;
const opensearch = opensearchJson as unknown as Catalogue;

function searchBody(catalogue: Catalogue): CatalogueType | undefined {
  return catalogue.endpoints.find((endpoint) => endpoint.name === 'search')?.body;
}

/** The options for the search body `text`, the caret at its end (or at the `|` in it). */
function offered(catalogue: Catalogue, text: string, fields: string[] = []): BodyOption[] {
  const bar = text.indexOf('|');
  const body = bar === -1 ? text : text.slice(0, bar) + text.slice(bar + 1);
  const context = bodyContext(body, bar === -1 ? body.length : bar);
  if (!context) return [];
  return bodyCompletions(catalogue, searchBody(catalogue), context, fields);
}

const labels = (catalogue: Catalogue, text: string, fields?: string[]) =>
  offered(catalogue, text, fields).map((option) => option.label);

const option = (catalogue: Catalogue, text: string, label: string, fields?: string[]) =>
  offered(catalogue, text, fields).find((entry) => entry.label === label);

/** The option of a key completed as `apply`, the caret `cursorOffset` into it. */
const keyOption = (
  label: string,
  apply: string,
  cursorOffset: number,
  valueKinds: BodyOption['valueKinds'],
): BodyOption => ({ label, apply, cursorOffset, kind: 'key', valueKinds });

/** The context with the caret at the end of `text`. */
const contextAtEnd = (text: string) => bodyContext(text, text.length);

describe.each([
  ['elasticsearch', elasticsearch],
  ['opensearch', opensearch],
])('bodyCompletions (%s)', (_engine, catalogue) => {
  it('has a search body to complete', () => {
    expect(searchBody(catalogue)).toBeDefined();
  });

  it('offers the queries, a key with an object to fill', () => {
    expect(option(catalogue, '{"query": {"bo', 'bool')).toEqual(
      keyOption('bool', '"bool": {}', 9, ['object']),
    );
    expect(labels(catalogue, '{"query": {"bo')).toEqual(['bool', 'boosting']);
  });

  it('says in words what value each key takes, never a type of the specification', () => {
    expect(option(catalogue, '{"qu', 'query')?.valueKinds).toEqual(['query']);
    expect(option(catalogue, '{"query": {"match_a', 'match_all')?.valueKinds).toEqual(['object']);
    expect(option(catalogue, '{"query": {"bool": {"mu', 'must')?.valueKinds).toEqual([
      'query',
      'array',
    ]);
    expect(option(catalogue, '{"query": {"bool": {"bo', 'boost')?.valueKinds).toEqual(['number']);
    expect(option(catalogue, '{"query": {"bool": {"_n', '_name')?.valueKinds).toEqual(['string']);
    const words = ['object', 'array', 'string', 'number', 'boolean', 'query', 'field', 'choice'];
    const places = [
      '{"',
      '{"query": {"',
      '{"query": {"bool": {"',
      '{"aggs": {"a": {"',
      '{"sort": [{"',
    ];
    for (const place of places) {
      for (const entry of offered(catalogue, place, ['title'])) {
        for (const word of entry.valueKinds ?? []) expect(words).toContain(word);
      }
    }
  });

  it('offers the clauses of a bool query', () => {
    expect(labels(catalogue, '{"query": {"bool": {"')).toEqual(
      expect.arrayContaining(['must', 'filter', 'should', 'must_not']),
    );
    // `must` takes a query or a list of them: no skeleton, the caret after the colon.
    expect(option(catalogue, '{"query": {"bool": {"mu', 'must')).toMatchObject({
      apply: '"must": ',
      cursorOffset: 8,
    });
  });

  it('offers the queries inside a list of them, and in an object written instead', () => {
    expect(labels(catalogue, '{"query": {"bool": {"must": [{"ma')).toContain('match');
    expect(labels(catalogue, '{"query": {"bool": {"must": [{"match_all": {}}, {"ma')).toContain(
      'match',
    );
    expect(labels(catalogue, '{"query": {"bool": {"must": {"ma')).toContain('match');
    expect(labels(catalogue, '{"query": {"bool": {"must": {"bool": {"filter": [{"te')).toContain(
      'term',
    );
  });

  it('offers the fields of the indices where a field name is the key', () => {
    const options = offered(catalogue, '{"query": {"match": {"', ['title', 'body']);
    expect(options.map((entry) => [entry.label, entry.kind])).toEqual([
      ['body', 'field'],
      ['title', 'field'],
    ]);
    expect(options[1].apply).toBe('"title": ');
    expect(labels(catalogue, '{"query": {"match": {"ti', ['title', 'body'])).toEqual(['title']);
    // Without field names, nothing (and never the query's own keys).
    expect(labels(catalogue, '{"query": {"match": {"')).toEqual([]);
  });

  it('offers the keys of a query on a field', () => {
    expect(labels(catalogue, '{"query": {"match": {"title": {"op', ['title'])).toEqual([
      'operator',
    ]);
    expect(offered(catalogue, '{"query": {"match": {"title": {"operator": "')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: 'and', apply: '"and"', cursorOffset: 5, kind: 'value' }),
      ]),
    );
  });

  it('offers the aggregations under a name of the user', () => {
    expect(labels(catalogue, '{"aggs": {"by_day": {"date_hi')).toContain('date_histogram');
    expect(option(catalogue, '{"aggs": {"by_day": {"date_hi', 'date_histogram')).toMatchObject({
      apply: '"date_histogram": {}',
      cursorOffset: 19,
      valueKinds: ['object'],
    });
    // The names are the user's: nothing is offered for them.
    expect(labels(catalogue, '{"aggs": {"')).toEqual([]);
    expect(
      labels(catalogue, '{"aggs": {"by_day": {"date_histogram": {"field": "', ['@timestamp']),
    ).toEqual(['@timestamp']);
  });

  it('offers the sort orders, and the fields to sort on', () => {
    const orders = offered(catalogue, '{"sort": [{"@timestamp": {"order": "');
    expect(orders.map((entry) => [entry.label, entry.apply, entry.kind])).toEqual([
      ['asc', '"asc"', 'value'],
      ['desc', '"desc"', 'value'],
    ]);
    expect(labels(catalogue, '{"sort": [{"@timestamp": {"order": "d')).toEqual(['desc']);
    expect(option(catalogue, '{"sort": [{"@timestamp": {"or', 'order')).toMatchObject({
      apply: '"order": ""',
      cursorOffset: 10,
      valueKinds: ['choice'],
    });
    expect(labels(catalogue, '{"sort": ["', ['@timestamp', 'title'])).toEqual([
      '@timestamp',
      'title',
    ]);
    expect(labels(catalogue, '{"sort": [{"', ['@timestamp'])).toEqual(
      expect.arrayContaining(['@timestamp', '_score']),
    );
  });

  it('leaves out the keys already written, and filters by what is typed', () => {
    expect(labels(catalogue, '{"size": 1, "si')).toEqual([]);
    expect(labels(catalogue, '{"size": 1, "')).not.toContain('size');
    expect(labels(catalogue, '{"size": 1, "')).toContain('query');
    const query = labels(catalogue, '{"QU');
    expect(query).toContain('query');
    expect(query.every((label) => label.toLowerCase().startsWith('qu'))).toBe(true);
  });

  it('puts the keys matching the typed case first, then alphabetically', () => {
    const all = labels(catalogue, '{"');
    expect(all).toEqual([...all].sort());
    expect(all.length).toBeLessThanOrEqual(MAX_BODY_OPTIONS);
    const fields = ['Tags', 'tags', 'TITLE', 'title'];
    expect(labels(catalogue, '{"query": {"match": {"t', fields)).toEqual([
      'tags',
      'title',
      'Tags',
      'TITLE',
    ]);
  });

  it('keeps at most MAX_BODY_OPTIONS entries', () => {
    const many = Array.from({ length: 500 }, (_, index) => `field_${index}`);
    expect(labels(catalogue, '{"query": {"match": {"', many)).toHaveLength(MAX_BODY_OPTIONS);
  });

  it('gives each key the skeleton of its value', () => {
    expect(option(catalogue, '{"si', 'size')).toEqual(keyOption('size', '"size": ', 8, ['number']));
    expect(option(catalogue, '{"ti', 'timeout')).toMatchObject({
      apply: '"timeout": ""',
      cursorOffset: 12,
    });
    expect(option(catalogue, '{"st', 'stats')).toMatchObject({
      apply: '"stats": []',
      cursorOffset: 10,
      valueKinds: ['array'],
    });
    expect(option(catalogue, '{"ag', 'aggs')).toMatchObject({
      apply: '"aggs": {}',
      cursorOffset: 9,
      valueKinds: ['object'],
    });
    // An unquoted word is replaced as a whole, quotes added.
    expect(option(catalogue, '{"query": {bo', 'bool')).toMatchObject({ apply: '"bool": {}' });
  });

  it('offers true and false where a boolean goes', () => {
    expect(labels(catalogue, '{"explain": ')).toEqual(['false', 'true']);
    // track_total_hits takes a boolean or a number.
    expect(offered(catalogue, '{"track_total_hits": ')).toEqual([
      { label: 'false', apply: 'false', cursorOffset: 5, kind: 'value', valueKinds: ['boolean'] },
      { label: 'true', apply: 'true', cursorOffset: 4, kind: 'value', valueKinds: ['boolean'] },
    ]);
    expect(labels(catalogue, '{"track_total_hits": t')).toEqual(['true']);
  });

  it('offers nothing where nothing is known', () => {
    expect(labels(catalogue, '{"size": ')).toEqual([]);
    expect(labels(catalogue, '{"no_such_key": {"')).toEqual([]);
    expect(labels(catalogue, '{"query": {"bool": {"must": [{"no_such_query": {"')).toEqual([]);
    expect(labels(catalogue, '{"ext": {"a": {"')).toEqual([]);
    expect(labels(catalogue, '{"query": [{"')).toEqual([]);
    const context = contextAtEnd('{"');
    expect(context).not.toBeNull();
    if (context) expect(bodyCompletions(catalogue, undefined, context)).toEqual([]);
  });
});

describe('bodyCompletions on named types', () => {
  const catalogue: Catalogue = {
    engine: 'elasticsearch',
    source: { repository: 'r', commit: 'c', licence: 'l' },
    globalParams: {},
    endpoints: [],
    types: {
      Loop: { oneOf: ['Loop', 'Other'] },
      Other: 'Loop',
      Node: { keys: { child: 'Node', name: 'string', mode: { enum: ['a', 'true'] } } },
      Either: { oneOf: [{ keys: { x: 'number' } }, { keys: { y: 'number' } }] },
    },
  };
  const at = (type: CatalogueType, text: string) => {
    const context = contextAtEnd(text);
    return context ? bodyCompletions(catalogue, type, context) : [];
  };

  it('survives names that refer to each other', () => {
    expect(at('Loop', '{"')).toEqual([]);
    expect(at({ keys: { a: 'Loop' } }, '{"')).toMatchObject([{ label: 'a', apply: '"a": ' }]);
  });

  it('follows recursive types and merges alternatives', () => {
    expect(at('Node', '{"child": {"child": {"').map((entry) => entry.label)).toEqual([
      'child',
      'mode',
      'name',
    ]);
    expect(at('Either', '{"').map((entry) => entry.apply)).toEqual(['"x": ', '"y": ']);
    expect(at({ keys: { e: 'Either' } }, '{"')).toMatchObject([{ apply: '"e": {}' }]);
  });

  it('writes an enum\'s "true" as the boolean', () => {
    expect(at('Node', '{"mode": ').map((entry) => entry.apply)).toEqual(['"a"', 'true']);
  });
});
