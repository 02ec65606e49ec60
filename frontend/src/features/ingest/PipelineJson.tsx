// The expanded row of a pipeline: its JSON as the engine listed it, in the code viewer.
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/translate';
import { CodeViewer } from '../../components/CodeEditor/CodeEditor';
import { stringifyJson } from '../../lib/json';
import type { PipelineRow } from './pipelineRows';

export function PipelineJson({ row }: { row: PipelineRow }) {
  const { t } = useTranslation();
  const json = useMemo(() => stringifyJson(row.source, 2), [row.source]);
  return <CodeViewer value={json} height={320} label={t('ingest.json', { name: row.name })} />;
}
