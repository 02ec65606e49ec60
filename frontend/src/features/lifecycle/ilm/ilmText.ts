// How the ILM part names things in the user's language: phases (with their colour; the name is
// always written too), the form's actions and fields, the usage of a policy, and why a policy
// cannot be sent yet.
import type { TFunction } from '../../../i18n/translate';
import type { EditorProblem } from '../../../components/CodeEditor/types';
import { lineAndColumn } from '../../../lib/jsonError';
import type { FieldProblem } from './policyBody';
import type { FormReadProblem } from './policyForm';
import type { FormAction } from './policyFields';
import type { TextProblem } from './policyText';
import { PHASE_ORDER, type PhaseName, type PolicyUsage } from './policyRows';

export const PHASE_COLOR: Record<PhaseName, string> = {
  hot: 'red',
  warm: 'orange',
  cold: 'blue',
  frozen: 'cyan',
  delete: 'gray',
};

const isPhase = (name: string): name is PhaseName =>
  (PHASE_ORDER as readonly string[]).includes(name);

/** A phase's name: translated when the engine knows it, else as the policy spells it. */
export function phaseLabel(t: TFunction, name: string): string {
  return isPhase(name) ? t(`lifecycle.ilm.phases.${name}`) : name;
}

export function phaseColor(name: string): string {
  return isPhase(name) ? PHASE_COLOR[name] : 'grape';
}

export function actionLabel(t: TFunction, action: FormAction): string {
  return t(`lifecycle.ilm.actions.${action}`);
}

/** "3 indices · 1 data stream · 2 templates"; "not in use"; "—" when the engine does not say. */
export function usageText(t: TFunction, usage: PolicyUsage | null): string {
  if (usage === null) return '—';
  const parts = [
    usage.indices.length > 0 && t('lifecycle.ilm.usage.indices', { count: usage.indices.length }),
    usage.dataStreams.length > 0 &&
      t('lifecycle.ilm.usage.dataStreams', { count: usage.dataStreams.length }),
    usage.templates.length > 0 &&
      t('lifecycle.ilm.usage.templates', { count: usage.templates.length }),
  ].filter((part): part is string => typeof part === 'string');
  return parts.length === 0 ? t('lifecycle.ilm.usage.none') : parts.join(' · ');
}

export function fieldProblemText(t: TFunction, problem: FieldProblem): string {
  const where = {
    phase: phaseLabel(t, problem.phase),
    action: problem.action,
    field: problem.field,
  };
  return problem.kind === 'integer'
    ? t('lifecycle.ilm.editor.fieldNotInteger', where)
    : t('lifecycle.ilm.editor.fieldNotObject', where);
}

/** Why a JSON text cannot be sent, with where the editor marks it. */
export function textProblem(t: TFunction, text: string, problem: TextProblem): EditorProblem {
  if (problem.kind === 'syntax')
    return {
      position: problem.position,
      message: t('lifecycle.ilm.editor.invalidJson', lineAndColumn(text, problem.position)),
    };
  return { position: 0, message: t(`lifecycle.ilm.editor.${problem.kind}`) };
}

/** Why the form cannot show a text. */
export function formReadText(t: TFunction, text: string, problem: FormReadProblem | TextProblem) {
  if (typeof problem !== 'string') return textProblem(t, text, problem).message;
  return problem === 'shape'
    ? t('lifecycle.ilm.editor.shape')
    : t(`lifecycle.ilm.editor.${problem}`);
}
