// A role mapping's rules in one line, for its row in the list: `realm.name = saml1 and any of
// (groups = admins or ops)`. The joining words come from the caller (translated).
import type { RoleMappingRule } from '../../../engine/roleMappingRules';
import { stringifyJson } from '../../../lib/json';
import { valueText } from './ruleTree';

export interface SummaryWords {
  and: string;
  or: string;
  not: string;
  anyOf: string;
  allOf: string;
}

const list = (rules: RoleMappingRule[], words: SummaryWords) =>
  rules.map((rule) => ruleSummary(rule, words, false)).join(', ');

/** The rule in words; `top`: the outermost `all` reads as a plain "a and b". */
export function ruleSummary(rule: RoleMappingRule, words: SummaryWords, top = true): string {
  switch (rule.kind) {
    case 'field':
      return `${rule.field} = ${rule.values.map(valueText).join(` ${words.or} `)}`;
    case 'all':
      return top
        ? rule.rules.map((child) => ruleSummary(child, words, false)).join(` ${words.and} `)
        : `${words.allOf} (${list(rule.rules, words)})`;
    case 'any':
      return `${words.anyOf} (${list(rule.rules, words)})`;
    case 'except':
      return `${words.not} (${ruleSummary(rule.rule, words, false)})`;
    case 'raw':
      return stringifyJson(rule.json);
  }
}
