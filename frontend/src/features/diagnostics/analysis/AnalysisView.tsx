// The text analysis playground: a text, what analyses it, and the tokens that come out; with
// "Explain" every stage of the chain, and a second analyzer on the same text to compare with.
// `_analyze` stores nothing, so a read-only cluster lets it through.
import { memo, useCallback, useMemo, useState } from 'react';
import { Button, Checkbox, Group, Select, Stack, Textarea } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import { builtInAnalysis } from '../../../engine/diagnostics/analysisBuiltIns';
import { analyzeRequest, type AnalyzeTarget } from '../../../engine/diagnostics/analyzeRequest';
import { useEngine } from '../../../engine/useEngine';
import { useTranslation } from '../../../i18n/translate';
import {
  useAnalyzeTextMutation,
  useIndexAnalysisChoicesQuery,
  type IndexAnalysisChoices,
} from '../diagnosticsApi';
import { AnalysisPickers, groupedOptions } from './AnalysisPickers';
import { AnalysisResults } from './AnalysisResults';
import {
  analysisTarget,
  compareTarget,
  INITIAL_FORM,
  pieceGroups,
  type AnalysisForm,
} from './analysisForm';

/** How the first analysis is named beside the second. */
function targetName(target: AnalyzeTarget): string {
  switch (target.kind) {
    case 'field':
      return `${target.index}: ${target.field}`;
    case 'analyzer':
      return target.analyzer;
    case 'normalizer':
      return target.normalizer;
    case 'chain':
      return [...target.charFilters, target.tokenizer ?? 'keyword', ...target.filters]
        .map((part) => (typeof part === 'string' ? part : String(part.type)))
        .join(' → ');
  }
}

/**
 * The text to analyse. It renders only when the text changes: the autosize measures the text
 * (a layout of the whole page) at each render, which after an answer with thousands of tokens
 * on the page took seconds.
 */
const AnalysisText = memo(function AnalysisText({
  value,
  onText,
}: {
  value: string;
  onText: (text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t('diagnostics.analysis.text')}
      value={value}
      onChange={(event) => onText(event.currentTarget.value)}
      autosize
      minRows={3}
      maxRows={12}
    />
  );
});

/** The pickers of what analyses the text: rendered again only when the form changes. */
const Pickers = memo(AnalysisPickers);

interface CompareControlsProps {
  compareWith: string;
  explain: boolean;
  update: (patch: Partial<AnalysisForm>) => void;
  builtIns: ReturnType<typeof builtInAnalysis>;
  analysis: IndexAnalysisChoices['analysis'] | undefined;
}

/** The analyzer to compare with and the explain box; not rendered again by an answer. */
const CompareControls = memo(function CompareControls({
  compareWith,
  explain,
  update,
  builtIns,
  analysis,
}: CompareControlsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Select
        label={t('diagnostics.analysis.compareWith')}
        placeholder={t('diagnostics.analysis.noComparison')}
        data={groupedOptions(pieceGroups(builtIns, analysis, 'analyzers'), t)}
        value={compareWith === '' ? null : compareWith}
        onChange={(next) => update({ compareWith: next ?? '' })}
        searchable
        clearable
        w={260}
      />
      <Checkbox
        label={t('diagnostics.analysis.explain')}
        checked={explain}
        onChange={(event) => update({ explain: event.currentTarget.checked })}
        mb={8}
      />
    </>
  );
});

export function AnalysisView({ indexNames }: { indexNames: readonly string[] }) {
  const { t } = useTranslation();
  const { distribution } = useEngine();
  const builtIns = useMemo(() => builtInAnalysis(distribution), [distribution]);
  const [form, setForm] = useState<AnalysisForm>(INITIAL_FORM);
  const update = useCallback(
    (patch: Partial<AnalysisForm>) => setForm((current) => ({ ...current, ...patch })),
    [],
  );
  const onText = useCallback((text: string) => setForm((current) => ({ ...current, text })), []);
  const choices = useIndexAnalysisChoicesQuery(form.index === '' ? skipToken : form.index);
  const [analyze, first] = useAnalyzeTextMutation();
  const [analyzeSecond, second] = useAnalyzeTextMutation();
  const [ran, setRan] = useState<{ name: string; compareName: string | null } | null>(null);
  const target = analysisTarget(form);

  const run = () => {
    if (target === null) return;
    const other = compareTarget(form);
    setRan({ name: targetName(target), compareName: other && targetName(other) });
    void analyze(analyzeRequest(target, form.text, { explain: form.explain }));
    if (other) void analyzeSecond(analyzeRequest(other, form.text));
    else second.reset();
  };

  const compared =
    ran?.compareName && second.data ? { name: ran.compareName, result: second.data } : null;
  return (
    <Stack gap="sm">
      <AnalysisText value={form.text} onText={onText} />
      <Pickers
        form={form}
        update={update}
        indexNames={indexNames}
        builtIns={builtIns}
        choices={choices.data}
      />
      <Group align="flex-end" gap="md">
        <CompareControls
          compareWith={form.compareWith}
          explain={form.explain}
          update={update}
          builtIns={builtIns}
          analysis={choices.data?.analysis}
        />
        <Button onClick={run} disabled={target === null} loading={first.isLoading}>
          {t('diagnostics.analysis.analyse')}
        </Button>
      </Group>
      <ErrorReason error={first.error} refused />
      <ErrorReason error={second.error} refused />
      {ran && first.data && !first.isLoading && (
        <AnalysisResults result={first.data} compared={compared} firstName={ran.name} />
      )}
    </Stack>
  );
}
