// The words for why the pipeline editor cannot send its body or show the other view, and the
// mark the JSON editor puts on a syntax error.
import type { TFunction } from '../../i18n/translate';
import { lineAndColumn } from '../../lib/jsonError';
import type { DraftProblem } from './pipelineDraft';
import type { ItemProblem } from './processorModel';

function itemProblemMessage(t: TFunction, number: number, problem: ItemProblem): string {
  switch (problem.kind) {
    case 'type':
      return t('ingest.problem.processorType', { number });
    case 'others':
      return problem.syntax
        ? t('ingest.problem.othersSyntax', { number })
        : t('ingest.problem.othersNotObject', { number });
    case 'onFailure':
      return problem.syntax
        ? t('ingest.problem.processorOnFailureSyntax', { number })
        : t('ingest.problem.processorOnFailureNotList', { number });
  }
}

/** The message for `problem`; `text` is the JSON text a syntax error is in. */
export function draftProblemMessage(t: TFunction, problem: DraftProblem, text: string): string {
  switch (problem.kind) {
    case 'syntax':
      return t('ingest.problem.syntax', lineAndColumn(text, problem.position));
    case 'notObject':
      return t('ingest.problem.notObject');
    case 'processorsNotList':
      return t('ingest.problem.processorsNotList');
    case 'processorShape':
      return t('ingest.problem.processorShape', { number: problem.index + 1 });
    case 'version':
      return t('ingest.problem.version');
    case 'onFailure':
      return problem.syntax
        ? t('ingest.problem.onFailureSyntax')
        : t('ingest.problem.onFailureNotList');
    case 'processor':
      return itemProblemMessage(t, problem.index + 1, problem.problem);
  }
}
