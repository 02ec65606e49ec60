import { describe, expect, it } from 'vitest';
import { canAddField, fieldNameProblem, newField, type AddFieldInput } from './addField';

const INPUT: AddFieldInput = {
  name: 'email',
  type: 'keyword',
  analyzer: '',
  scalingFactor: undefined,
};

describe('fieldNameProblem', () => {
  it('takes a name or a dot path', () => {
    expect(fieldNameProblem('email')).toBeNull();
    expect(fieldNameProblem(' user.email ')).toBeNull();
  });

  it('refuses a blank name and empty parts of a path', () => {
    expect(fieldNameProblem('  ')).toBe('empty');
    expect(fieldNameProblem('user..email')).toBe('emptyPart');
    expect(fieldNameProblem('.email')).toBe('emptyPart');
    expect(fieldNameProblem('user.')).toBe('emptyPart');
    expect(fieldNameProblem('user. .email')).toBe('emptyPart');
  });
});

describe('newField and canAddField', () => {
  it('gives a text field its analyzer, and no other type one', () => {
    expect(newField({ ...INPUT, type: 'text', analyzer: ' english ' })).toEqual({
      type: 'text',
      params: { analyzer: 'english' },
    });
    expect(newField({ ...INPUT, type: 'text' })).toEqual({ type: 'text', params: {} });
    expect(newField({ ...INPUT, analyzer: 'english' })).toEqual({ type: 'keyword', params: {} });
  });

  it('needs a scaling factor for scaled_float', () => {
    const scaled = { ...INPUT, type: 'scaled_float' };
    expect(canAddField(scaled)).toBe(false);
    expect(canAddField({ ...scaled, scalingFactor: 0 })).toBe(false);
    expect(canAddField({ ...scaled, scalingFactor: 100 })).toBe(true);
    expect(newField({ ...scaled, scalingFactor: 100 })).toEqual({
      type: 'scaled_float',
      params: { scaling_factor: 100 },
    });
  });

  it('needs a usable name', () => {
    expect(canAddField(INPUT)).toBe(true);
    expect(canAddField({ ...INPUT, name: 'a..b' })).toBe(false);
    expect(canAddField({ ...INPUT, name: '' })).toBe(false);
  });
});
