import { bodyContext } from './bodyContext';

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
