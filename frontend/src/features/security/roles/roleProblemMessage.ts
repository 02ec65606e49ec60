// The words for why the role editor cannot send its body or show the other view.
import type { TFunction } from '../../../i18n/translate';
import { lineAndColumn } from '../../../lib/jsonError';
import type { RoleProblem } from './roleProblems';

export function roleProblemMessage(t: TFunction, problem: RoleProblem, text: string): string {
  switch (problem.kind) {
    case 'syntax':
      return t('security.roleEditor.problem.syntax', lineAndColumn(text, problem.position));
    case 'notObject':
      return t('security.roleEditor.problem.notObject');
    case 'shape':
      return t('security.roleEditor.problem.shape', { key: problem.key });
    case 'query':
      return t(
        problem.remote
          ? 'security.roleEditor.problem.remoteQuery'
          : 'security.roleEditor.problem.query',
        { number: problem.index + 1 },
      );
    case 'metadata':
      return t('security.roleEditor.problem.metadata');
  }
}
