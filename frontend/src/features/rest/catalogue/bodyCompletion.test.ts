import { bodyCompletions, bodyContext, MAX_BODY_OPTIONS, type BodyOption } from './bodyCompletion';
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

/** The context with the caret at the end of `text`. */
const contextAtEnd = (text: string) => bodyContext(text, text.length);

describe('bodyContext', () => {
  it('reads the keys from the root to the caret, where a key goes', () => {
    expect(contextAtEnd('{"query": {"bo')).toEqual({
      path: ['query'],
      at: 'key',
      prefix: 'bo',
      from: 11,
      quoted: true,
      siblings: [],
    });
    expect(contextAtEnd('{')).toEqual({
      path: [],
      at: 'key',
      prefix: '',
      from: 1,
      quoted: false,
      siblings: [],
    });
  });

  it('finds a key after a comma, with the keys already written', () => {
    expect(contextAtEnd('{"size": 1, ')).toEqual({
      path: [],
      at: 'key',
      prefix: '',
      from: 12,
      quoted: false,
      siblings: ['size'],
    });
    expect(contextAtEnd('{"size": 1, "from": 2, "q')).toMatchObject({
      at: 'key',
      prefix: 'q',
      siblings: ['size', 'from'],
    });
    // Keys of closed inner objects are not the caret's object's keys.
    expect(contextAtEnd('{"query": {"match_all": {}}, "aggs": {"a": {}}, "')).toMatchObject({
      path: [],
      siblings: ['query', 'aggs'],
    });
  });

  it('reads the key being typed when the caret is inside its string', () => {
    const text = '{"query": {"match_all": {}}, "size": 1}';
    const caret = text.indexOf('size') + 2;
    expect(bodyContext(text, caret)).toEqual({
      path: [],
      at: 'key',
      prefix: 'si',
      from: text.indexOf('"size"'),
      quoted: true,
      siblings: ['query'],
    });
  });

  it('finds a value after a colon, quoted or not', () => {
    expect(contextAtEnd('{"track_total_hits": ')).toEqual({
      path: ['track_total_hits'],
      at: 'value',
      prefix: '',
      from: 21,
      quoted: false,
      siblings: [],
    });
    expect(contextAtEnd('{"explain": tr')).toEqual({
      path: ['explain'],
      at: 'value',
      prefix: 'tr',
      from: 12,
      quoted: false,
      siblings: [],
    });
    expect(contextAtEnd('{"sort": {"a": {"order": "de')).toMatchObject({
      path: ['sort', 'a', 'order'],
      at: 'value',
      prefix: 'de',
      from: 25,
      quoted: true,
    });
  });

  it('counts the positions in arrays', () => {
    expect(contextAtEnd('{"query": {"bool": {"must": [{"match_all": {}}, {"ma')).toMatchObject({
      path: ['query', 'bool', 'must', 1],
      at: 'key',
      prefix: 'ma',
    });
    expect(contextAtEnd('{"sort": [')).toMatchObject({ path: ['sort', 0], at: 'value' });
    expect(contextAtEnd('{"sort": ["a", "b", "')).toMatchObject({
      path: ['sort', 2],
      at: 'value',
      prefix: '',
      quoted: true,
    });
    expect(contextAtEnd('{"a": [[1, 2], [')).toMatchObject({ path: ['a', 1, 0], at: 'value' });
  });

  it('steps over escaped quotes and backslashes in earlier strings', () => {
    const text = '{"a": "say \\"hi\\" {[", "b\\\\": [{"c": "x\\"y", "d": "';
    expect(contextAtEnd(text)).toEqual({
      path: ['b\\', 0, 'd'],
      at: 'value',
      prefix: '',
      from: text.length - 1,
      quoted: true,
      siblings: [],
    });
    expect(contextAtEnd('{"a\\"b": {"')).toMatchObject({ path: ['a"b'], at: 'key' });
    expect(contextAtEnd('{"q\\u0075ery": {"bo')).toMatchObject({ path: ['query'], prefix: 'bo' });
    // The typed part's escapes are read too; a lone backslash at the caret is left out.
    expect(contextAtEnd('{"a": "x\\"y\\')).toMatchObject({ prefix: 'x"y', from: 6 });
  });

  it('reads an unclosed string up to the end of its line only', () => {
    expect(contextAtEnd('{"a": "unclosed\n  "b": "')).toMatchObject({
      path: ['b'],
      at: 'value',
      prefix: '',
    });
  });

  it('ignores the text after the caret, valid or not', () => {
    const text = '{"query": {"bool": {"must": [{"ma}}]] ,,, "x": {{';
    const caret = text.indexOf('ma') + 2;
    expect(bodyContext(text, caret)).toMatchObject({
      path: ['query', 'bool', 'must', 0],
      at: 'key',
      prefix: 'ma',
    });
    expect(bodyContext('{"size": 1, "query": ', 12)).toMatchObject({ at: 'key', prefix: '' });
  });

  it('is null inside a number, after a complete value, or outside any document', () => {
    expect(contextAtEnd('{"size": 1')).toBeNull();
    expect(contextAtEnd('{"size": -')).toBeNull();
    expect(bodyContext('{"size": 1234}', 11)).toBeNull();
    expect(contextAtEnd('{"size": 10 ')).toBeNull();
    expect(contextAtEnd('{"a": "b" ')).toBeNull();
    expect(contextAtEnd('{"a": "b" "c')).toBeNull();
    expect(contextAtEnd('{"query" ')).toBeNull();
    expect(contextAtEnd('{"a": [1 ')).toBeNull();
    expect(contextAtEnd('')).toBeNull();
    expect(contextAtEnd('{}')).toBeNull();
    expect(contextAtEnd('"text')).toBeNull();
    expect(bodyContext('{"a": 1}', -5)).toBeNull();
  });

  it('reads the last document begun before the caret in a multi-document body', () => {
    const text = '{"index": "logs"}\n{"query": {"match_all": {}}}\n{"q';
    expect(contextAtEnd(text)).toMatchObject({
      path: [],
      at: 'key',
      prefix: 'q',
      siblings: [],
    });
    expect(contextAtEnd('{"index": "logs"}\n')).toBeNull();
  });

  it('reads a long body in one pass', () => {
    const clause = '{"term": {"status": {"value": "ok \\"quoted\\"", "boost": 1.5}}},\n';
    const text = `{"query": {"bool": {"filter": [\n${clause.repeat(10_000)}{"te`;
    const started = performance.now();
    const context = contextAtEnd(text);
    expect(performance.now() - started).toBeLessThan(500);
    expect(context).toMatchObject({
      path: ['query', 'bool', 'filter', 10_000],
      at: 'key',
      prefix: 'te',
    });
  });
});

describe.each([
  ['elasticsearch', elasticsearch],
  ['opensearch', opensearch],
])('bodyCompletions (%s)', (_engine, catalogue) => {
  it('has a search body to complete', () => {
    expect(searchBody(catalogue)).toBeDefined();
  });

  it('offers the queries, a key with an object to fill', () => {
    expect(option(catalogue, '{"query": {"bo', 'bool')).toEqual({
      label: 'bool',
      apply: '"bool": {}',
      cursorOffset: 9,
      kind: 'key',
      detail: 'BoolQuery',
    });
    expect(labels(catalogue, '{"query": {"bo')).toEqual(['bool', 'boosting']);
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
      detail: expect.stringMatching(/^DateHistogramAggregation/),
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
      detail: 'SortOrder',
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
    expect(option(catalogue, '{"si', 'size')).toEqual({
      label: 'size',
      apply: '"size": ',
      cursorOffset: 8,
      kind: 'key',
      detail: 'number',
    });
    expect(option(catalogue, '{"ti', 'timeout')).toMatchObject({
      apply: '"timeout": ""',
      cursorOffset: 12,
    });
    expect(option(catalogue, '{"st', 'stats')).toMatchObject({
      apply: '"stats": []',
      cursorOffset: 10,
      detail: 'list',
    });
    expect(option(catalogue, '{"ag', 'aggs')).toMatchObject({
      apply: '"aggs": {}',
      cursorOffset: 9,
      detail: 'object',
    });
    // An unquoted word is replaced as a whole, quotes added.
    expect(option(catalogue, '{"query": {bo', 'bool')).toMatchObject({ apply: '"bool": {}' });
  });

  it('offers true and false where a boolean goes', () => {
    expect(labels(catalogue, '{"explain": ')).toEqual(['false', 'true']);
    // track_total_hits takes a boolean or a number.
    expect(offered(catalogue, '{"track_total_hits": ')).toEqual([
      { label: 'false', apply: 'false', cursorOffset: 5, kind: 'value', detail: 'boolean' },
      { label: 'true', apply: 'true', cursorOffset: 4, kind: 'value', detail: 'boolean' },
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
