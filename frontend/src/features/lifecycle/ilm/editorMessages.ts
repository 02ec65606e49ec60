// What the policy editor says when it cannot send yet, or refused to switch between the form and
// the JSON: the first field that does not read, or what is wrong with the JSON text.
import type { TFunction } from '../../../i18n/translate';
import { fieldProblemText, formReadText, textProblem } from './ilmText';
import type { PolicyEditor } from './usePolicyEditor';

/** Why the editor cannot send yet, or null. */
export function sendProblem(t: TFunction, editor: PolicyEditor, name: string): string | null {
  if (name === '') return t('lifecycle.ilm.editor.nameMissing');
  const { body } = editor;
  if (body.ok) return null;
  return 'field' in body
    ? fieldProblemText(t, body.field)
    : textProblem(t, editor.text, body.text).message;
}

export function refusalText(t: TFunction, editor: PolicyEditor): string | null {
  const { refusal } = editor;
  if (refusal === null) return null;
  return refusal.to === 'json'
    ? t('lifecycle.ilm.editor.fixFieldFirst', { problem: fieldProblemText(t, refusal.field) })
    : t('lifecycle.ilm.editor.formCannotShow', {
        problem: formReadText(t, editor.text, refusal.problem),
      });
}
