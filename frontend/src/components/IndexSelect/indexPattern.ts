// Which index names an index pattern reaches, computed from the names the
// caller loaded, so the count follows every keystroke without a request per key. The rules
// follow the cluster's multi-target syntax: comma-separated expressions, '*' wildcards, '_all',
// a leading '-' excluding what earlier expressions matched, and aliases standing for their
// indices. Date math ('<logs-{now/d}>') is resolved only by the cluster: such an expression
// matches nothing here and marks the result as unresolved.

/** Alias name to the indices it points to. */
export type AliasTargets = Readonly<Record<string, readonly string[]>>;

export interface PatternMatches {
  /** Matched index names, sorted. */
  names: string[];
  /** True when part of the pattern is date math, which only the cluster can resolve. */
  unresolved: boolean;
}

export const MATCH_ALL_PATTERN = '*';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** An anchored regular expression for one wildcard expression ('*' matches any run). */
export function wildcardRegExp(expression: string): RegExp {
  return new RegExp(`^${expression.split('*').map(escapeRegExp).join('.*')}$`);
}

function isDateMath(expression: string): boolean {
  return expression.startsWith('<') && expression.endsWith('>');
}

/** The indices one expression reaches: matching index names, and the targets of matching aliases. */
function expressionTargets(
  expression: string,
  names: readonly string[],
  aliases: AliasTargets,
): string[] {
  if (expression === '_all') return [...names];
  const regex = wildcardRegExp(expression);
  const found = names.filter((name) => regex.test(name));
  for (const [alias, targets] of Object.entries(aliases)) {
    if (regex.test(alias)) found.push(...targets);
  }
  return found;
}

/** The indices `pattern` reaches among `names`; blank or '*' reaches them all. */
export function matchIndexPattern(
  pattern: string,
  names: readonly string[],
  aliases: AliasTargets = {},
): PatternMatches {
  const expressions = pattern
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (expressions.length === 0) return { names: [...names].sort(), unresolved: false };
  const matched = new Set<string>();
  let unresolved = false;
  expressions.forEach((expression, position) => {
    const excluded = position > 0 && expression.startsWith('-');
    const body = excluded ? expression.slice(1) : expression;
    if (isDateMath(body)) {
      unresolved = true;
      return;
    }
    for (const name of expressionTargets(body, names, aliases)) {
      if (excluded) matched.delete(name);
      else matched.add(name);
    }
  });
  return { names: [...matched].sort(), unresolved };
}
