import { describe, expect, it } from 'vitest';
import { LosslessNumber } from '../lib/json';
import { EXAMPLE_RULES } from '../test/securityExamples';
import { parseRule, ruleToJson, type RoleMappingRule } from './roleMappingRules';

const rule = (json: unknown): RoleMappingRule => parseRule(json).rule;

describe('parseRule and ruleToJson', () => {
  it.each(Object.entries(EXAMPLE_RULES))(
    'reads %s of the documented examples without problems and writes it back exactly',
    (_name, json) => {
      const { rule: parsed, problems } = parseRule(json);
      expect(problems).toEqual([]);
      expect(ruleToJson(parsed)).toEqual(json);
    },
  );

  it('reads the complex example into a tree the editor can walk', () => {
    expect(rule(EXAMPLE_RULES.mapping8)).toEqual({
      kind: 'all',
      rules: [
        {
          kind: 'any',
          rules: [
            { kind: 'field', field: 'dn', values: ['*,ou=admin,dc=example,dc=com'], list: false },
            { kind: 'field', field: 'username', values: ['es-admin', 'es-system'], list: true },
          ],
        },
        { kind: 'field', field: 'groups', values: ['cn=people,dc=example,dc=com'], list: false },
        {
          kind: 'except',
          rule: { kind: 'field', field: 'metadata.terminated_date', values: [null], list: false },
        },
      ],
    });
  });

  it('keeps a one-value list a list, and numbers, booleans and big integers as written', () => {
    const json = {
      all: [
        { field: { username: ['only'] } },
        { field: { 'metadata.level': 3 } },
        { field: { 'metadata.active': [true, false] } },
        { field: { 'metadata.id': new LosslessNumber('12345678901234567890') } },
      ],
    };
    const { rule: parsed, problems } = parseRule(json);
    expect(problems).toEqual([]);
    expect(ruleToJson(parsed)).toEqual(json);
  });

  it('keeps what it does not understand as raw JSON, with a code and where it is', () => {
    const json = {
      any: [
        'username',
        { any: [], all: [] },
        { all: { field: { username: 'x' } } },
        { field: { username: 'a', dn: 'b' } },
        { field: { username: { value: 'x' } } },
        { field: { email: 'a@example.com' } },
        { field: { username: ['/unterminated', '/ab~c/'] } },
        { except: { field: { username: 'x' } } },
        {},
      ],
    };
    const { rule: parsed, problems } = parseRule(json);
    expect(problems).toEqual([
      { code: 'rule-not-object', path: 'any[0]' },
      { code: 'rule-not-one-kind', path: 'any[1]', detail: 'any, all' },
      { code: 'rule-list-expected', path: 'any[2].all' },
      { code: 'field-not-one-name', path: 'any[3].field' },
      { code: 'field-value-type', path: 'any[4].field.username' },
      { code: 'field-unknown', path: 'any[5].field', detail: 'email' },
      { code: 'regex-unterminated', path: 'any[6].field.username', detail: '/unterminated' },
      { code: 'regex-not-evaluated', path: 'any[6].field.username', detail: '/ab~c/' },
      { code: 'except-outside-all', path: 'any[7]' },
      { code: 'rule-not-one-kind', path: 'any[8]', detail: '' },
    ]);
    expect(parsed.kind === 'any' && parsed.rules[0]).toEqual({ kind: 'raw', json: 'username' });
    expect(ruleToJson(parsed)).toEqual(json);
  });

  it('reports a missing or empty rule, and an except at the top', () => {
    expect(parseRule(undefined)).toEqual({
      rule: { kind: 'raw', json: undefined },
      problems: [{ code: 'rule-not-object', path: '' }],
    });
    expect(parseRule([]).problems).toEqual([{ code: 'rule-not-object', path: '' }]);
    expect(parseRule({ except: { field: { username: 'x' } } }).problems).toEqual([
      { code: 'except-outside-all', path: '' },
    ]);
  });
});
