// Where the documents come from: an index, alias, data stream or pattern, and the query whose
// matches are exported (every document when it is empty), written as in a search's `query`.
import { Stack, Text, TextInput } from '@mantine/core';
import { CodeEditor } from '../../../components/CodeEditor/CodeEditor';
import type { EditorProblem } from '../../../components/CodeEditor/types';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import { lineAndColumn } from '../../../lib/jsonError';
import type { ExportDraft } from './exportDraft';
import { readQueryText } from './exportSetup';

interface ExportSourceProps {
  draft: ExportDraft;
  onChange: (changes: Partial<ExportDraft>) => void;
}

/** The mark on the query editor where its text is not a query. */
function queryProblem(t: TFunction, text: string): EditorProblem | null {
  const reading = readQueryText(text);
  if (reading.ok) return null;
  if (reading.problem.kind === 'notObject')
    return { position: 0, message: t('transfer.export.source.queryNotObject') };
  const { position } = reading.problem;
  return {
    position,
    message: t('transfer.export.source.querySyntax', lineAndColumn(text, position)),
  };
}

export function ExportSource({ draft, onChange }: ExportSourceProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <TextInput
        label={t('transfer.export.source.index')}
        description={t('transfer.export.source.indexHint')}
        value={draft.index}
        onChange={(event) => onChange({ index: event.currentTarget.value })}
        maw={480}
        required
      />
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          {t('transfer.export.source.query')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('transfer.export.source.queryHint')}
        </Text>
      </Stack>
      <CodeEditor
        value={draft.queryText}
        onChange={(queryText) => onChange({ queryText })}
        label={t('transfer.export.source.query')}
        problem={queryProblem(t, draft.queryText)}
        height={160}
      />
    </Stack>
  );
}
