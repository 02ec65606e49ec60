// Where a copy's documents come from on this cluster: an index, alias, data stream or pattern, and
// the query whose matches are copied (every document when it is empty), written as in a search's
// `query`.
import { Stack, TextInput } from '@mantine/core';
import type { EditorProblem } from '../../../components/CodeEditor/types';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import { lineAndColumn } from '../../../lib/jsonError';
import { readQueryText } from '../export/exportSetup';
import type { CopyDraft } from './copySetup';
import { JsonField } from './JsonField';

export interface CopyFieldsProps {
  draft: CopyDraft;
  onChange: (changes: Partial<CopyDraft>) => void;
}

/** The mark on the query editor where its text is not a query: at its start for a non-object. */
function queryProblem(t: TFunction, text: string): EditorProblem | null {
  const reading = readQueryText(text);
  if (reading.ok) return null;
  const position = reading.problem.kind === 'syntax' ? reading.problem.position : 0;
  const message =
    reading.problem.kind === 'syntax'
      ? t('transfer.copy.source.querySyntax', lineAndColumn(text, position))
      : t('transfer.copy.source.queryNotObject');
  return { position, message };
}

export function CopySourceFields({ draft, onChange }: CopyFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <TextInput
        label={t('transfer.copy.source.index')}
        description={t('transfer.copy.source.indexHint')}
        value={draft.index}
        onChange={(event) => onChange({ index: event.currentTarget.value })}
        maw={480}
        required
      />
      <JsonField
        label={t('transfer.copy.source.query')}
        hint={t('transfer.copy.source.queryHint')}
        value={draft.queryText}
        onChange={(queryText) => onChange({ queryText })}
        problem={queryProblem(t, draft.queryText)}
        height={120}
      />
    </Stack>
  );
}
