// The question asked before a restore: which indices it creates or overwrites, and whether it
// replaces the cluster's global state too.
import type { TFunction } from '../../../i18n/translate';
import { restoreTargets, type RestoreForm } from './restoreForm';
import type { Question } from '../../../components/Feedback/useFeedback';

/** How many index names the question lists before it says 'and N more'. */
const LISTED = 10;

export function restoreQuestion(t: TFunction, snapshot: string, form: RestoreForm): Question {
  const targets = restoreTargets(form);
  const paragraphs = [
    t('snapshots.restore.confirmQuestion', { snapshot }),
    targets.slice(0, LISTED).join('\n'),
  ];
  if (targets.length > LISTED)
    paragraphs.push(t('snapshots.restore.moreIndices', { count: targets.length - LISTED }));
  if (form.includeGlobalState) paragraphs.push(t('snapshots.restore.confirmGlobalState'));
  return {
    title: t('snapshots.restore.confirmTitle'),
    message: paragraphs.join('\n\n'),
    confirmLabel: t('snapshots.restore.button'),
    danger: true,
  };
}
