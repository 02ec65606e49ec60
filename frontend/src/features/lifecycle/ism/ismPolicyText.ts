// ISM policies in words, the same in the list and under the editor: a state as
// "hot [rollover] → warm (after 7d)", each of its transitions after an arrow, the default state
// marked; a template as its patterns and priority; what does not add up as a sentence.
import type { TFunction } from '../../../i18n/translate';
import type {
  IsmCondition,
  IsmState,
  IsmTemplateInfo,
  IsmTransition,
  StateProblem,
} from './ismPolicyRows';

export function conditionText(t: TFunction, condition: IsmCondition): string {
  switch (condition.kind) {
    case 'cron':
      return condition.timezone === null
        ? t('lifecycle.ism.condition.cron', { expression: condition.expression })
        : t('lifecycle.ism.condition.cronIn', {
            expression: condition.expression,
            timezone: condition.timezone,
          });
    case 'other':
      return t('lifecycle.ism.condition.other', { name: condition.name, value: condition.value });
    default:
      return t(`lifecycle.ism.condition.${condition.kind}`, { value: condition.value });
  }
}

export function transitionText(t: TFunction, transition: IsmTransition): string {
  const when =
    transition.conditions.length === 0
      ? t('lifecycle.ism.condition.none')
      : transition.conditions.map((condition) => conditionText(t, condition)).join(', ');
  return `→ ${transition.target} (${when})`;
}

/** One state in a line: its name (marked when it is the default), actions, then transitions. */
export function stateLine(t: TFunction, state: IsmState, isDefault: boolean): string {
  const name = isDefault ? t('lifecycle.ism.defaultState', { name: state.name }) : state.name;
  const parts = [name];
  if (state.actions.length > 0) parts.push(`[${state.actions.join(', ')}]`);
  parts.push(...state.transitions.map((transition) => transitionText(t, transition)));
  return parts.join(' ');
}

export function templateText(t: TFunction, template: IsmTemplateInfo): string {
  const patterns = template.patterns.join(', ');
  return template.priority === null
    ? patterns
    : t('lifecycle.ism.templatePriority', { patterns, priority: template.priority });
}

export function stateProblemText(t: TFunction, problem: StateProblem): string {
  switch (problem.kind) {
    case 'noDefault':
      return t('lifecycle.ism.problem.noDefault');
    case 'missingDefault':
      return t('lifecycle.ism.problem.missingDefault', { name: problem.name });
    case 'missingTarget':
      return t('lifecycle.ism.problem.missingTarget', { from: problem.from, to: problem.to });
  }
}

/** The first `shown` names, then "and N more". */
export function namesText(t: TFunction, names: readonly string[], shown = 10): string {
  const first = names.slice(0, shown).join(', ');
  const rest = names.length - shown;
  return rest > 0 ? t('lifecycle.ism.andMore', { names: first, count: rest }) : first;
}
