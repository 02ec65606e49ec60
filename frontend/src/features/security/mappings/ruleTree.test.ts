import { describe, expect, it } from 'vitest';
import { parseRule, ruleToJson } from '../../../engine/roleMappingRules';
import { addChild, removeAt, updateAt, valuesFromTexts, withKind } from './ruleTree';
import { ruleSummary } from './ruleSummary';

const tree = () =>
  parseRule({
    all: [
      { field: { 'realm.name': 'saml1' } },
      { any: [{ field: { groups: ['admins', 'ops'] } }, { field: { username: 'bob' } }] },
    ],
  }).rule;

const WORDS = { and: 'and', or: 'or', not: 'not', anyOf: 'any of', allOf: 'all of' };

describe('rule tree edits', () => {
  it('adds, removes and replaces nodes by path, leaving the rest as read', () => {
    let rule = addChild(tree(), [1]);
    expect(ruleToJson(rule)).toEqual({
      all: [
        { field: { 'realm.name': 'saml1' } },
        {
          any: [
            { field: { groups: ['admins', 'ops'] } },
            { field: { username: 'bob' } },
            { field: { username: [] } },
          ],
        },
      ],
    });
    rule = removeAt(rule, [1, 0]);
    rule = updateAt(rule, [1, 1], (node) =>
      node.kind === 'field' ? { ...node, values: ['x'] } : node,
    );
    expect(ruleToJson(rule)).toEqual({
      all: [
        { field: { 'realm.name': 'saml1' } },
        { any: [{ field: { username: 'bob' } }, { field: { username: ['x'] } }] },
      ],
    });
  });

  it('switches a node between kinds, keeping what it holds', () => {
    const any = tree();
    expect(ruleToJson(withKind(any, 'any'))).toEqual({
      any: (ruleToJson(any) as { all: unknown[] }).all,
    });
    const field = parseRule({ field: { username: 'bob' } }).rule;
    expect(ruleToJson(withKind(field, 'except'))).toEqual({
      except: { field: { username: 'bob' } },
    });
    expect(withKind(any, 'field')).toEqual({
      kind: 'field',
      field: 'realm.name',
      values: ['saml1'],
      list: false,
    });
  });

  it('keeps typed values that show an earlier value, others as text', () => {
    expect(valuesFromTexts(['3', 'null', 'a'], [3, null])).toEqual([3, null, 'a']);
  });

  it('sums a rule up in one line', () => {
    expect(ruleSummary(tree(), WORDS)).toBe(
      'realm.name = saml1 and any of (groups = admins or ops, username = bob)',
    );
    const except = parseRule({ all: [{ except: { field: { dn: '*,o=x' } } }] }).rule;
    expect(ruleSummary(except, WORDS)).toBe('not (dn = *,o=x)');
  });
});
