// Elasticsearch role mappings (GET _security/role_mapping): a mapping read with its rule tree
// (roleMappingRules.ts) and its role templates (roleTemplates.ts), and which mappings match a
// user and the roles they give: the engine's matching of usernames, DNs, groups, realm names and
// metadata (see roleMappingRules.ts for the values a rule compares with).
import { isLosslessNumber, toNumber } from '../lib/json';
import { isRecord } from '../lib/storage';
import { compilePattern, isPattern, memoized } from './elasticsearchPatterns';
import {
  joinRulePath,
  parseRule,
  type RoleMappingRule,
  type RuleProblemCode,
  type RuleValue,
} from './roleMappingRules';
import {
  parseRoleTemplate,
  renderRoleTemplate,
  type RoleTemplate,
  type TemplateProblemCode,
} from './roleTemplates';
import { stringsOf } from './securityPatterns';

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
    path: joinRulePath('rules', found.path),
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
