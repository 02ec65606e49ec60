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
import { isLosslessNumber, toNumber, type LosslessNumber } from '../lib/json';
import { isRecord } from '../lib/storage';
import {
  compilePattern,
  isPattern,
  isSlashedRegex,
  luceneRegExp,
  memoized,
} from './elasticsearchPatterns';
import {
  parseRoleTemplate,
  renderRoleTemplate,
  type RoleTemplate,
  type TemplateProblemCode,
} from './roleTemplates';
import { stringsOf } from './securityPatterns';

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

const join = (path: string, step: string): string =>
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
    problems.push({ code: 'field-value-type', path: join(path, field) });
    return raw;
  }
  if (!(RULE_FIELDS as readonly string[]).includes(field) && !field.startsWith('metadata.'))
    problems.push({ code: 'field-unknown', path, detail: field });
  for (const value of values) problems.push(...valueProblems(value, join(path, field)));
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
  const here = join(path, kind);
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
    parseNode(child, join(here, `[${at}]`), kind === 'all', problems),
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

/** The user a mapping is tried on, as the engine describes a user to role mappings. */
export interface MappingUser {
  username: string;
  dn: string | null;
  groups: string[];
  /** The name of the realm that authenticated the user. */
  realm: string;
  metadata: Record<string, unknown>;
}

// Kept across calls: testing every mapping compiles the same few values.
const casePattern = memoized((value) => compilePattern(value));
const anyCasePattern = memoized((value) => compilePattern(value, true));

/** Whether the text `text` matches the rule value `value`. */
function textMatches(text: string, value: string, ignoreCase: boolean): boolean {
  if (!isPattern(value))
    return ignoreCase ? text.toLowerCase() === value.toLowerCase() : text === value;
  return (ignoreCase ? anyCasePattern : casePattern)(value)?.test(text) ?? false;
}

/** Whether a user's value (username, realm, a metadata value) matches one rule value. */
function valueMatches(userValue: unknown, value: RuleValue): boolean {
  if (Array.isArray(userValue)) return userValue.some((item) => valueMatches(item, value));
  if (userValue === null || userValue === undefined) return value === null;
  if (typeof userValue === 'boolean') return userValue === value;
  if (typeof userValue === 'number' || isLosslessNumber(userValue))
    return (
      (typeof value === 'number' || isLosslessNumber(value)) &&
      toNumber(userValue) === toNumber(value)
    );
  return typeof userValue === 'string' && typeof value === 'string'
    ? textMatches(userValue, value, false)
    : false;
}

/** A DN in one spelling: attribute names and values lower-cased, spaces around `,` `=` dropped. */
function normalDn(dn: string): string {
  return dn
    .split(/(?<!\\),/)
    .map((rdn) =>
      rdn
        .split('=')
        .map((part) => part.trim())
        .join('='),
    )
    .join(',')
    .toLowerCase();
}

/** Whether a DN (the user's, or one of their groups) matches one rule value. */
function dnMatches(dn: string | null, value: RuleValue): boolean {
  if (dn === null || typeof value !== 'string') return dn === null && value === null;
  const normal = normalDn(dn);
  if (!isPattern(value)) return normal === normalDn(value);
  if (textMatches(dn, value, true) || textMatches(normal, value, true)) return true;
  const suffix = value.startsWith('*,') && !value.slice(2).includes('*') ? value.slice(2) : null;
  return suffix !== null && normal.endsWith(`,${normalDn(suffix)}`);
}

function fieldMatches(field: string, value: RuleValue, user: MappingUser): boolean {
  if (field === 'username') return valueMatches(user.username, value);
  if (field === 'realm.name') return valueMatches(user.realm, value);
  if (field === 'dn') return dnMatches(user.dn, value);
  if (field === 'groups') return user.groups.some((group) => dnMatches(group, value));
  const key = field.startsWith('metadata.') ? field.slice('metadata.'.length) : null;
  if (key !== null && Object.hasOwn(user.metadata, key))
    return valueMatches(user.metadata[key], value);
  // The engine sees a field the user lacks as null.
  return value === null;
}

/** Whether `rule` matches `user`. A raw rule (one the engine would refuse) matches nobody. */
export function matchRule(rule: RoleMappingRule, user: MappingUser): boolean {
  switch (rule.kind) {
    case 'any':
      return rule.rules.some((child) => matchRule(child, user));
    case 'all':
      return rule.rules.every((child) => matchRule(child, user));
    case 'field':
      return rule.values.some((value) => fieldMatches(rule.field, value, user));
    case 'except':
      return !matchRule(rule.rule, user);
    case 'raw':
      return false;
  }
}

/** The user's fields as role templates see them: flat (`realm.name`) and nested (`realm`). */
export function templateValues(user: MappingUser): Record<string, unknown> {
  const values: Record<string, unknown> = {
    username: user.username,
    dn: user.dn,
    groups: user.groups,
    realm: { name: user.realm },
    'realm.name': user.realm,
    metadata: user.metadata,
  };
  for (const [key, value] of Object.entries(user.metadata)) values[`metadata.${key}`] = value;
  return values;
}

export interface MappingProblem {
  code: RuleProblemCode | TemplateProblemCode;
  /** Where in the mapping: `rules…`, `role_templates[i]`. */
  path: string;
  detail?: string;
}

/** One mapping of a GET _security/role_mapping answer. */
export interface RoleMappingRow {
  name: string;
  /** Disabled mappings are ignored by the engine. */
  enabled: boolean;
  roles: string[];
  templates: RoleTemplate[];
  rule: RoleMappingRule;
  metadata: Record<string, unknown>;
  problems: MappingProblem[];
}

function readRoleMapping(name: string, json: Record<string, unknown>): RoleMappingRow {
  const { rule, problems: ruleProblems } = parseRule(json.rules);
  const problems: MappingProblem[] = ruleProblems.map((found) => ({
    ...found,
    path: join('rules', found.path),
  }));
  const entries = Array.isArray(json.role_templates) ? json.role_templates : [];
  const templates = entries.map((entry, at) => {
    const read = parseRoleTemplate(entry);
    for (const found of read.problems) problems.push({ ...found, path: `role_templates[${at}]` });
    return read.template;
  });
  return {
    name,
    enabled: json.enabled !== false,
    roles: stringsOf(json.roles),
    templates,
    rule,
    metadata: isRecord(json.metadata) ? json.metadata : {},
    problems,
  };
}

/** The mappings of a GET _security/role_mapping answer, by name; entries not objects are left out. */
export function readRoleMappings(answer: unknown): RoleMappingRow[] {
  if (!isRecord(answer)) return [];
  return Object.entries(answer)
    .filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]))
    .map(([name, json]) => readRoleMapping(name, json))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** What one mapping does for one user. */
export interface MappingTest {
  name: string;
  enabled: boolean;
  /** The mapping is enabled and its rules match the user. */
  matched: boolean;
  /** The roles the mapping names and its templates render for this user. */
  roles: string[];
  problems: MappingProblem[];
}

/** Each mapping of a GET _security/role_mapping answer tried on `user`. */
export function testMappings(answer: unknown, user: MappingUser): MappingTest[] {
  const values = templateValues(user);
  return readRoleMappings(answer).map((mapping) => {
    const problems = [...mapping.problems];
    const rendered = mapping.templates.flatMap((template, at) => {
      const result = renderRoleTemplate(template, values);
      for (const found of result.problems)
        problems.push({ ...found, path: `role_templates[${at}]` });
      return result.roles;
    });
    return {
      name: mapping.name,
      enabled: mapping.enabled,
      matched: mapping.enabled && matchRule(mapping.rule, user),
      roles: [...mapping.roles, ...rendered],
      problems,
    };
  });
}

/** The roles the matched mappings give together, each once, sorted. */
export function grantedRoles(tests: readonly MappingTest[]): string[] {
  const roles = new Set(tests.filter((test) => test.matched).flatMap((test) => test.roles));
  return [...roles].sort();
}
