// Edits of a role mapping's rule tree (engine/roleMappingRules.ts) by the visual editor: a node is
// reached by its path, the child indexes from the root (an `except` has one child, index 0). Each
// edit returns a new tree; nodes it does not touch stay as they were, so untouched parts are
// written back exactly as read.
import type { RoleMappingRule, RuleValue } from '../../../engine/roleMappingRules';
import { stringifyJson } from '../../../lib/json';

export type RulePath = readonly number[];

/** The kinds a node can be switched to. */
export type RuleKind = 'any' | 'all' | 'field' | 'except';

/** A new field rule: the user name, no value yet (an empty list, which matches nobody). */
export const newFieldRule = (): RoleMappingRule => ({
  kind: 'field',
  field: 'username',
  values: [],
  list: true,
});

/** The nodes right under `rule`. */
export function childrenOf(rule: RoleMappingRule): RoleMappingRule[] {
  if (rule.kind === 'any' || rule.kind === 'all') return rule.rules;
  return rule.kind === 'except' ? [rule.rule] : [];
}

function withChildren(rule: RoleMappingRule, children: RoleMappingRule[]): RoleMappingRule {
  if (rule.kind === 'any' || rule.kind === 'all') return { ...rule, rules: children };
  if (rule.kind === 'except' && children.length === 1) return { ...rule, rule: children[0] };
  return rule;
}

/** The tree with the node at `path` replaced by what `change` makes of it. */
export function updateAt(
  rule: RoleMappingRule,
  path: RulePath,
  change: (node: RoleMappingRule) => RoleMappingRule,
): RoleMappingRule {
  if (path.length === 0) return change(rule);
  const [step, ...rest] = path;
  const children = childrenOf(rule);
  if (step >= children.length) return rule;
  return withChildren(
    rule,
    children.map((child, at) => (at === step ? updateAt(child, rest, change) : child)),
  );
}

/** The tree without the node at `path` (a child of `any` or `all`; the root stays). */
export function removeAt(rule: RoleMappingRule, path: RulePath): RoleMappingRule {
  if (path.length === 0) return rule;
  const parent = path.slice(0, -1);
  const at = path[path.length - 1];
  return updateAt(rule, parent, (node) =>
    node.kind === 'any' || node.kind === 'all'
      ? { ...node, rules: node.rules.filter((_, index) => index !== at) }
      : node,
  );
}

/** The tree with `child` added last under the `any` or `all` node at `path`. */
export function addChild(
  rule: RoleMappingRule,
  path: RulePath,
  child: RoleMappingRule = newFieldRule(),
): RoleMappingRule {
  return updateAt(rule, path, (node) =>
    node.kind === 'any' || node.kind === 'all' ? { ...node, rules: [...node.rules, child] } : node,
  );
}

/**
 * The node switched to `kind`: `any` and `all` keep their children, `except` wraps the node (or
 * its first child), `field` keeps the first field rule found below, or starts a new one.
 */
export function withKind(node: RoleMappingRule, kind: RuleKind): RoleMappingRule {
  if (node.kind === kind) return node;
  const children = childrenOf(node);
  switch (kind) {
    case 'any':
    case 'all':
      return { kind, rules: node.kind === 'field' || node.kind === 'raw' ? [node] : children };
    case 'except':
      return { kind, rule: children[0] ?? (node.kind === 'raw' ? newFieldRule() : node) };
    case 'field':
      return firstField(node) ?? newFieldRule();
  }
}

function firstField(node: RoleMappingRule): RoleMappingRule | null {
  if (node.kind === 'field') return node;
  for (const child of childrenOf(node)) {
    const found = firstField(child);
    if (found) return found;
  }
  return null;
}

/** A rule value as the editor shows it: strings as they are, the others as JSON. */
export const valueText = (value: RuleValue): string =>
  typeof value === 'string' ? value : stringifyJson(value);

/**
 * The values of a field rule from the texts the editor holds: a text that shows one of the
 * previous values keeps that value (a number stays a number); any other text is a string.
 */
export function valuesFromTexts(texts: readonly string[], previous: readonly RuleValue[]) {
  return texts.map((text) => {
    const at = previous.findIndex((value) => valueText(value) === text);
    return at === -1 ? text : previous[at];
  });
}
