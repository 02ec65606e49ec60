import { describe, expect, it } from 'vitest';
import { filterMappingTree, mappingFieldMatches } from './mappingFilter';
import { mappingTree } from './mappingTree';
import { ELASTICSEARCH_ANSWER, fieldAt, paths } from './testMappings';

describe('filterMappingTree', () => {
  const tree = mappingTree(ELASTICSEARCH_ANSWER, 'books');

  it('keeps a matching field with its ancestors, and only the matching branch', () => {
    const filtered = filterMappingTree(tree, 'birth');
    expect(paths(filtered.fields)).toEqual(['author', 'author.birth_date']);
    expect(filtered.dynamic).toBe('strict');
  });

  it('keeps every child and multi-field of a matching parent', () => {
    expect(paths(filterMappingTree(tree, 'AUTHOR').fields)).toEqual([
      'author',
      'author.birth_date',
      'author.name',
      'author.name.keyword',
    ]);
  });

  it('keeps a parent for its matching multi-field, without its other children', () => {
    expect(paths(filterMappingTree(tree, 'raw').fields)).toEqual(['title', 'title.raw']);
  });

  it('needs every word, each in the path or the type', () => {
    expect(paths(filterMappingTree(tree, 'author keyword').fields)).toEqual([
      'author',
      'author.name',
      'author.name.keyword',
    ]);
    expect(paths(filterMappingTree(tree, '  reviews   byte ').fields)).toEqual([
      'reviews',
      'reviews.rating',
    ]);
    expect(filterMappingTree(tree, 'reviews missing').fields).toEqual([]);
  });

  it('matches types, such as nested, alias and runtime keyword fields', () => {
    expect(paths(filterMappingTree(tree, 'nested').fields)).toEqual([
      'reviews',
      'reviews.comment',
      'reviews.rating',
    ]);
    expect(paths(filterMappingTree(tree, 'alias').fields)).toEqual(['name']);
    expect(paths(filterMappingTree(tree, 'day keyword').fields)).toEqual(['day_of_week']);
  });

  it('keeps the whole tree for blank text and does not change the tree', () => {
    const before = JSON.stringify(tree);
    expect(filterMappingTree(tree, '   ')).toEqual(tree);
    filterMappingTree(tree, 'birth');
    expect(JSON.stringify(tree)).toBe(before);
  });
});

describe('mappingFieldMatches', () => {
  const tree = mappingTree(ELASTICSEARCH_ANSWER, 'books');

  it('tells a field that matches itself from one kept for what it holds', () => {
    const author = fieldAt(tree.fields, 'author');
    const name = fieldAt(tree.fields, 'author.name');
    if (author === undefined || name === undefined) throw new Error('no author.name');
    expect(mappingFieldMatches(author, 'keyword')).toBe(false);
    expect(mappingFieldMatches(name, 'AUTHOR  text')).toBe(true);
    expect(mappingFieldMatches(author, ' ')).toBe(true);
  });
});
