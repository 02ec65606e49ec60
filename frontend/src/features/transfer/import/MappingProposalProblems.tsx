// What the sample's values would meet in the mapping: each document (or CSV row) and field with
// the value and the problem, the first ones only when there are many.
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import type { SampleProblem } from '../../../engine/sampleProblems';
import { problemWords } from './MappingProposalModel';

/** Problems listed at most; the rest are counted. */
export const PROBLEMS_SHOWN = 50;

interface MappingProposalProblemsProps {
  problems: readonly SampleProblem[];
  csv: boolean;
  /** The title: of the file's documents, or of a pipeline's output. */
  title: string;
}

export function MappingProposalProblems({ problems, csv, title }: MappingProposalProblemsProps) {
  const { t } = useTranslation();
  const shown = problems.slice(0, PROBLEMS_SHOWN);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {problems.length === 0 && <Text size="sm">{t('transfer.mapping.problems.none')}</Text>}
      {shown.length > 0 && (
        <List size="sm" spacing={2} aria-label={title}>
          {shown.map((problem, index) => (
            <List.Item key={index}>
              {t(csv ? 'transfer.mapping.problems.row' : 'transfer.mapping.problems.document', {
                line: problem.line,
              })}
              {' · '}
              <Text span size="sm" ff="monospace">
                {problem.field}
              </Text>
              {' · '}
              <Text span size="sm" ff="monospace">
                {JSON.stringify(problem.value)}
              </Text>
              {' · '}
              {t(`transfer.mapping.problems.${problemWords(problem.problem, csv)}`)}
            </List.Item>
          ))}
        </List>
      )}
      {problems.length > shown.length && (
        <Text size="sm" c="dimmed">
          {t('transfer.mapping.problems.more', { shown: shown.length, total: problems.length })}
        </Text>
      )}
    </Stack>
  );
}
