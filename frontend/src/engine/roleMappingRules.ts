// Elasticsearch role mappings (GET and PUT _security/role_mapping/{name}): which users a
// mapping's `rules` match, and the roles it gives them. A rule is one of `{any: [rules]}`,
// `{all: [rules]}`, `{field: {name: value or [values]}}` or `{except: rule}` (only inside `all`);
// the fields are username, dn, groups, realm.name and metadata.<key>. A value is a string (exact,
// with wildcards `*` `?`, or a Lucene regular expression `/…/`), a number, a boolean or null,
// which matches a user without the field. A list matches when any of its values does, and a
// user's list (groups, list metadata) when any of its items does. DNs and groups compare without
// regard to case, and `*,<dn>` also matches any DN below <dn>.
//
// parseRule reads a rule into a tree the visual editor edits, and ruleToJson writes it back exactly
// as it came. What the tree cannot hold is kept as raw JSON with a problem code; nothing throws.
// Matching users and reading whole mappings: roleMappings.ts.
import { isLosslessNumber, type LosslessNumber } from '../lib/json';
import { isRecord } from '../lib/storage';
import { isSlashedRegex, luceneRegExp } from './elasticsearchPatterns';

/** A value a field rule compares with (big integers stay exact, as LosslessNumber). */
export type RuleValue = string | number | boolean | null | LosslessNumber;

export type RoleMappingRule =
  | { kind: 'any'; rules: RoleMappingRule[] }
  | { kind: 'all'; rules: RoleMappingRule[] }
  /** `list`: the values were written as a list (even of one), to write them back the same way. */
  | { kind: 'field'; field: string; values: RuleValue[]; list: boolean }
  | { kind: 'except'; rule: RoleMappingRule }
  /** A rule this model does not understand, as it came. */
  | { kind: 'raw'; json: unknown };

/** The fields the engine knows, besides `metadata.<key>`. */
export const RULE_FIELDS = ['username', 'dn', 'groups', 'realm.name'] as const;

export type RuleProblemCode =
  /** The rule is not a JSON object. */
  | 'rule-not-object'
  /** The object does not hold exactly one of any, all, field and except. */
  | 'rule-not-one-kind'
  /** `any` or `all` is not a list. */
  | 'rule-list-expected'
  /** `field` does not name exactly one field. */
  | 'field-not-one-name'
  /** A field value is an object (or a list inside the list). */
  | 'field-value-type'
  /** The field is none of username, dn, groups, realm.name, metadata.<key>: it matches only null. */
  | 'field-unknown'
  /** A value starts with `/` but does not end with one; the engine refuses it. */
  | 'regex-unterminated'
  /** A `/…/` value uses Lucene syntax this screen cannot evaluate; it matches nobody here. */
  | 'regex-not-evaluated'
  /** `except` outside an `all` rule; the engine refuses it. */
  | 'except-outside-all';

export interface RuleProblem {
  code: RuleProblemCode;
  /** Where in the rule: '' for the rule itself, else like `all[2].except`. */
  path: string;
  detail?: string;
}

const KINDS = ['any', 'all', 'field', 'except'] as const;

export const joinRulePath = (path: string, step: string): string =>
  path === '' || step === '' || step.startsWith('[') ? `${path}${step}` : `${path}.${step}`;

const isRuleValue = (value: unknown): value is RuleValue =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  isLosslessNumber(value);

/** The problems of one string value: an unterminated or untranslatable regular expression. */
function valueProblems(value: RuleValue, path: string): RuleProblem[] {
  if (typeof value !== 'string' || !value.startsWith('/')) return [];
  if (!isSlashedRegex(value)) return [{ code: 'regex-unterminated', path, detail: value }];
  return luceneRegExp(value.slice(1, -1)) === null
    ? [{ code: 'regex-not-evaluated', path, detail: value }]
    : [];
}

function parseField(json: unknown, path: string, problems: RuleProblem[]): RoleMappingRule {
  const raw = { kind: 'raw', json: { field: json } } as const;
  const entries = isRecord(json) ? Object.entries(json) : [];
  if (entries.length !== 1) {
    problems.push({ code: 'field-not-one-name', path });
    return raw;
  }
  const [field, written] = entries[0];
  const list = Array.isArray(written);
  const values: unknown[] = list ? written : [written];
  if (!values.every(isRuleValue)) {
    problems.push({ code: 'field-value-type', path: joinRulePath(path, field) });
    return raw;
  }
  if (!(RULE_FIELDS as readonly string[]).includes(field) && !field.startsWith('metadata.'))
    problems.push({ code: 'field-unknown', path, detail: field });
  for (const value of values) problems.push(...valueProblems(value, joinRulePath(path, field)));
  return { kind: 'field', field, values, list };
}

function parseNode(
  json: unknown,
  path: string,
  insideAll: boolean,
  problems: RuleProblem[],
): RoleMappingRule {
  if (!isRecord(json) || isLosslessNumber(json)) {
    problems.push({ code: 'rule-not-object', path });
    return { kind: 'raw', json };
  }
  const keys = Object.keys(json);
  const kind = KINDS.find((candidate) => candidate === keys[0]);
  if (keys.length !== 1 || kind === undefined) {
    problems.push({ code: 'rule-not-one-kind', path, detail: keys.join(', ') });
    return { kind: 'raw', json };
  }
  const inner = json[kind];
  const here = joinRulePath(path, kind);
  if (kind === 'field') return parseField(inner, here, problems);
  if (kind === 'except') {
    if (!insideAll) problems.push({ code: 'except-outside-all', path });
    return { kind, rule: parseNode(inner, here, false, problems) };
  }
  if (!Array.isArray(inner)) {
    problems.push({ code: 'rule-list-expected', path: here });
    return { kind: 'raw', json };
  }
  const rules = inner.map((child, at) =>
    parseNode(child, joinRulePath(here, `[${at}]`), kind === 'all', problems),
  );
  return { kind, rules };
}

/** A role mapping's `rules` read into a tree, with what could not be understood. */
export function parseRule(json: unknown): { rule: RoleMappingRule; problems: RuleProblem[] } {
  const problems: RuleProblem[] = [];
  return { rule: parseNode(json, '', false, problems), problems };
}

/** The rule as the engine takes it; a parsed rule comes back exactly as it was read. */
export function ruleToJson(rule: RoleMappingRule): unknown {
  switch (rule.kind) {
    case 'any':
      return { any: rule.rules.map(ruleToJson) };
    case 'all':
      return { all: rule.rules.map(ruleToJson) };
    case 'field':
      return { field: { [rule.field]: rule.list ? rule.values : rule.values[0] } };
    case 'except':
      return { except: ruleToJson(rule.rule) };
    case 'raw':
      return rule.json;
  }
}
