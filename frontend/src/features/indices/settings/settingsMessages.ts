// The words the settings dialog builds from its indices: what notices call them, the names a
// text lists (the first few, then how many more), and the confirmation asked before the guided
// close, apply, open.
import type { TFunction } from '../../../i18n/translate';
import type { Question } from '../../../components/Feedback/feedback';
import { namesToShow } from './guidedChange';

/** The index's name, or 'N indices'. */
export function targetName(t: TFunction, indices: readonly string[]): string {
  return indices.length === 1
    ? indices[0]
    : t('indices.settingsDialog.indices', { count: indices.length });
}

/** The first `max` names, then '… and N more' when there are others. */
export function listedNames(t: TFunction, indices: readonly string[], max: number): string[] {
  const { names, more } = namesToShow(indices, max);
  return more > 0 ? [...names, t('indices.settingsDialog.more', { count: more })] : names;
}

/** The question before the guided change: the indices, and that they are unavailable meanwhile. */
export function guidedQuestion(t: TFunction, indices: readonly string[]): Question {
  return {
    title: t('indices.settingsDialog.guided.confirmTitle'),
    message: t('indices.settingsDialog.guided.confirmQuestion', {
      count: indices.length,
      names: listedNames(t, indices, 10).join('\n'),
    }),
    confirmLabel: t('indices.settingsDialog.guided.run'),
    danger: true,
  };
}
