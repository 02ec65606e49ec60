// The words and editor mark of a JSON text the template editors cannot send.
import type { TFunction } from '../../i18n/translate';
import type { EditorProblem } from '../../components/CodeEditor/types';
import { lineAndColumn } from '../../lib/jsonError';
import type { JsonObjectProblem } from './jsonObject';

/** The mark and message for `text`; `section` names the part of the template it belongs to. */
export function jsonProblemMessage(
  t: TFunction,
  text: string,
  problem: JsonObjectProblem,
  section?: string,
): EditorProblem {
  if (problem.kind === 'notObject')
    return {
      position: 0,
      message:
        section === undefined
          ? t('templates.editor.notObject')
          : t('templates.editor.sectionNotObject', { section }),
    };
  const where = lineAndColumn(text, problem.position);
  return {
    position: problem.position,
    message:
      section === undefined
        ? t('templates.editor.invalidJsonAt', where)
        : t('templates.editor.sectionInvalidJsonAt', { section, ...where }),
  };
}
