// The expanded row of a template: its JSON as the cluster sent it, in the code
// viewer, which is fetched the first time a row opens.
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/translate';
import { CodeViewer } from '../../components/CodeEditor/CodeEditor';
import { ResizableContainer } from '../../components/ResizableContainer/ResizableContainer';
import { stringifyJson } from '../../lib/json';
import type { TemplateRow } from './templateRows';

export function TemplateJson({ row }: { row: TemplateRow }) {
  const { t } = useTranslation();
  const json = useMemo(() => stringifyJson(row.source, 2), [row.source]);
  return (
    <ResizableContainer panel="indexTemplateJson">
      <CodeViewer value={json} label={t('templates.json', { name: row.name })} />
    </ResizableContainer>
  );
}
