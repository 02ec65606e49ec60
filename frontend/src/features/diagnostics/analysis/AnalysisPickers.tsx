// What analyses the text: an index's field, a named analyzer, or a chain built piece by piece,
// each list offering the index's own pieces before the engine's built-ins.
import { MultiSelect, Select, Stack } from '@mantine/core';
import type { BuiltInAnalysis } from '../../../engine/diagnostics/analysisBuiltIns';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import { SegmentSwitch } from '../../../components/SegmentSwitch/SegmentSwitch';
import type { IndexAnalysisChoices } from '../diagnosticsApi';
import {
  pieceGroups,
  type AnalysisForm,
  type AnalysisSource,
  type PieceGroups,
} from './analysisForm';

interface AnalysisPickersProps {
  form: AnalysisForm;
  update: (patch: Partial<AnalysisForm>) => void;
  indexNames: readonly string[];
  builtIns: BuiltInAnalysis;
  choices: IndexAnalysisChoices | undefined;
}

/** A picker's options in two groups, those of a group with no names left out. */
export function groupedOptions(groups: PieceGroups, t: TFunction) {
  return [
    { group: t('diagnostics.analysis.ownGroup'), items: groups.own },
    { group: t('diagnostics.analysis.builtInGroup'), items: groups.builtIn },
  ].filter((group) => group.items.length > 0);
}

const SOURCES: readonly AnalysisSource[] = ['analyzer', 'field', 'chain'];

export function AnalysisPickers({
  form,
  update,
  indexNames,
  builtIns,
  choices,
}: AnalysisPickersProps) {
  const { t } = useTranslation();
  const own = choices?.analysis;
  const options = (group: Parameters<typeof pieceGroups>[2]) =>
    groupedOptions(pieceGroups(builtIns, own, group), t);
  const fields = (choices?.fields ?? []).map((field) => ({
    value: field.path,
    label: `${field.path} (${field.type})`,
  }));
  return (
    <Stack gap="xs">
      <SegmentSwitch
        size="xs"
        aria-label={t('diagnostics.analysis.source')}
        value={form.source}
        onChange={(source) => update({ source })}
        data={SOURCES.map((value) => ({
          value,
          label: t(`diagnostics.analysis.sources.${value}`),
        }))}
      />
      <Select
        label={t('diagnostics.analysis.index')}
        placeholder={t('diagnostics.analysis.noIndex')}
        data={indexNames as string[]}
        value={form.index === '' ? null : form.index}
        onChange={(index) => update({ index: index ?? '', field: '' })}
        searchable
        clearable
        maw={420}
      />
      {form.source === 'field' && (
        <Select
          label={t('diagnostics.analysis.field')}
          placeholder={form.index === '' ? t('diagnostics.analysis.pickIndexFirst') : undefined}
          data={fields}
          value={form.field === '' ? null : form.field}
          onChange={(field) => update({ field: field ?? '' })}
          disabled={form.index === ''}
          searchable
          maw={420}
        />
      )}
      {form.source === 'analyzer' && (
        <Select
          label={t('diagnostics.analysis.analyzer')}
          data={options('analyzers')}
          value={form.analyzer === '' ? null : form.analyzer}
          onChange={(analyzer) => update({ analyzer: analyzer ?? '' })}
          searchable
          maw={420}
        />
      )}
      {form.source === 'chain' && (
        <>
          <MultiSelect
            label={t('diagnostics.analysis.charFilters')}
            data={options('charFilters')}
            value={form.charFilters}
            onChange={(charFilters) => update({ charFilters })}
            searchable
            maw={640}
          />
          <Select
            label={t('diagnostics.analysis.tokenizer')}
            placeholder={t('diagnostics.analysis.keywordTokenizer')}
            data={options('tokenizers')}
            value={form.tokenizer === '' ? null : form.tokenizer}
            onChange={(tokenizer) => update({ tokenizer: tokenizer ?? '' })}
            searchable
            clearable
            maw={420}
          />
          <MultiSelect
            label={t('diagnostics.analysis.filters')}
            description={t('diagnostics.analysis.filtersOrder')}
            data={options('filters')}
            value={form.filters}
            onChange={(filters) => update({ filters })}
            searchable
            maw={640}
          />
        </>
      )}
    </Stack>
  );
}
