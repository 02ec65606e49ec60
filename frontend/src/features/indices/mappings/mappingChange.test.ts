import { describe, expect, it } from 'vitest';
import { mappingChangeBody, mappingErrorReason } from './mappingChange';
import { mappingTree } from './mappingTree';
import { ELASTICSEARCH_ANSWER } from './testMappings';

describe('mappingChangeBody', () => {
  it('puts a top-level field in properties, its parameters after the type', () => {
    expect(mappingChangeBody('email', { type: 'keyword', params: { ignore_above: 256 } })).toEqual({
      properties: { email: { type: 'keyword', ignore_above: 256 } },
    });
  });

  it('nests one properties object per parent', () => {
    expect(mappingChangeBody('a.b.c', { type: 'date', params: { format: 'yyyy-MM-dd' } })).toEqual({
      properties: {
        a: { properties: { b: { properties: { c: { type: 'date', format: 'yyyy-MM-dd' } } } } },
      },
    });
  });

  it('keeps the type when the parameters name another one', () => {
    expect(
      mappingChangeBody('count', { type: 'long', params: { type: 'text', index: false } }),
    ).toEqual({ properties: { count: { type: 'long', index: false } } });
  });

  it('keeps a nested parent nested when given the tree', () => {
    const tree = mappingTree(ELASTICSEARCH_ANSWER, 'books');
    expect(mappingChangeBody('reviews.helpful', { type: 'integer' }, tree)).toEqual({
      properties: {
        reviews: { type: 'nested', properties: { helpful: { type: 'integer' } } },
      },
    });
    expect(mappingChangeBody('author.country', { type: 'keyword' }, tree)).toEqual({
      properties: { author: { properties: { country: { type: 'keyword' } } } },
    });
  });

  it('leaves out empty parts of the path, and adds nothing for an empty path', () => {
    expect(mappingChangeBody('.a..b.', { type: 'keyword' })).toEqual({
      properties: { a: { properties: { b: { type: 'keyword' } } } },
    });
    expect(mappingChangeBody('', { type: 'keyword' })).toEqual({ properties: {} });
    expect(mappingChangeBody('...', { type: 'keyword' })).toEqual({ properties: {} });
  });

  it('keeps a name such as __proto__ as a plain key', () => {
    const body = mappingChangeBody('__proto__.x', { type: 'keyword' });
    expect(Object.keys(body.properties)).toEqual(['__proto__']);
    expect(JSON.stringify(body)).toBe(
      '{"properties":{"__proto__":{"properties":{"x":{"type":"keyword"}}}}}',
    );
  });
});

describe('mappingErrorReason', () => {
  /** An error answer as both engines send it: the reason at the top and as the root cause. */
  function errorAnswer(reason: string, type = 'illegal_argument_exception') {
    return { error: { root_cause: [{ type, reason }], type, reason }, status: 400 };
  }

  it('reads a type change refused by Elasticsearch 8 and OpenSearch 2', () => {
    expect(
      mappingErrorReason(
        errorAnswer('mapper [title] cannot be changed from type [text] to [keyword]'),
      ),
    ).toBe('typeChange');
  });

  it('reads the older wording of a type change', () => {
    expect(
      mappingErrorReason(
        errorAnswer('mapper [title] of different type, current_type [text], merged_type [keyword]'),
      ),
    ).toBe('typeChange');
  });

  it('reads object and nested changes as type changes', () => {
    for (const reason of [
      "can't merge a non object mapping [author] with an object mapping",
      "Can't merge a non object mapping [author] with an object mapping [author]",
      "can't merge a non-nested mapping [reviews] with a nested mapping",
      "object mapping [reviews] can't be changed from nested to non-nested",
      "object mapping [author] can't be changed from non-nested to nested",
    ]) {
      expect(mappingErrorReason(errorAnswer(reason))).toBe('typeChange');
    }
  });

  it('reads the total fields limit of both engines', () => {
    for (const reason of [
      'Limit of total fields [1000] has been exceeded while adding new fields [3]',
      'Limit of total fields [1000] has been exceeded',
      'Limit of total fields [1000] in index [books] has been exceeded',
    ]) {
      expect(mappingErrorReason(errorAnswer(reason))).toBe('limit');
    }
  });

  it('finds the reason in a cause, and in the body of the request layer error', () => {
    const wrapped = {
      error: {
        root_cause: [
          {
            type: 'illegal_argument_exception',
            reason: 'Limit of total fields [1000] has been exceeded while adding new fields [1]',
          },
        ],
        type: 'document_parsing_exception',
        reason: '[1:42] failed to parse',
        caused_by: {
          type: 'illegal_argument_exception',
          reason: 'Limit of total fields [1000] has been exceeded while adding new fields [1]',
        },
      },
      status: 400,
    };
    expect(mappingErrorReason(wrapped)).toBe('limit');
    const clusterError = {
      kind: 'api',
      code: 'api',
      status: 400,
      statusText: 'Bad Request',
      message: 'illegal_argument_exception',
      body: errorAnswer('mapper [isbn] cannot be changed from type [keyword] to [long]'),
    };
    expect(mappingErrorReason(clusterError)).toBe('typeChange');
  });

  it('reads an error given as plain text', () => {
    expect(
      mappingErrorReason({
        error: 'mapper [title] cannot be changed from type [text] to [keyword]',
        status: 400,
      }),
    ).toBe('typeChange');
  });

  it('gives null for other refusals and other shapes', () => {
    expect(
      mappingErrorReason(
        errorAnswer(
          'unknown parameter [analyzer] on mapper [isbn] of type [keyword]',
          'mapper_parsing_exception',
        ),
      ),
    ).toBeNull();
    expect(
      mappingErrorReason(
        errorAnswer('Limit of mapping depth [20] has been exceeded due to object field [a.b]'),
      ),
    ).toBeNull();
    expect(
      mappingErrorReason({
        error: {
          root_cause: [{ type: 'index_not_found_exception', reason: 'no such index [books]' }],
          type: 'index_not_found_exception',
          reason: 'no such index [books]',
          'resource.type': 'index_or_alias',
          'resource.id': 'books',
          index: 'books',
        },
        status: 404,
      }),
    ).toBeNull();
    expect(mappingErrorReason(null)).toBeNull();
    expect(
      mappingErrorReason('mapper [title] cannot be changed from type [text] to [keyword]'),
    ).toBeNull();
    expect(mappingErrorReason({ error: { type: 'x', reason: 5, root_cause: 'no' } })).toBeNull();
    expect(mappingErrorReason(new Error('Failed to fetch'))).toBeNull();
  });
});
