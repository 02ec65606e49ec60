// The file's format and its options: NDJSON of the documents (with `_index` and `_id` if chosen),
// a `_bulk` body to import them again (its action, the ids, the index to import into), or CSV.
import { useId } from 'react';
import { Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { SegmentSwitch } from '../../../components/SegmentSwitch/SegmentSwitch';
import { useTranslation } from '../../../i18n/translate';
import { CsvOptions, type ColumnsAnswer } from './CsvOptions';
import type { ExportDraft } from './exportDraft';
import { EXPORT_FORMAT_KINDS, type BulkFormat } from './exportFormat';

interface FieldsProps {
  draft: ExportDraft;
  onChange: (changes: Partial<ExportDraft>) => void;
}

export function ExportFormatFields({
  columns,
  ...props
}: FieldsProps & { columns: ColumnsAnswer }) {
  const { t } = useTranslation();
  const labelId = useId();
  const { draft, onChange } = props;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id={labelId}>
        {t('transfer.export.format.label')}
      </Text>
      <SegmentSwitch
        aria-labelledby={labelId}
        data={EXPORT_FORMAT_KINDS.map((kind) => ({
          value: kind,
          label: t(`transfer.export.format.${kind}`),
          detail: t(`transfer.export.format.${kind}Detail`),
        }))}
        value={draft.kind}
        onChange={(kind) => onChange({ kind })}
      />
      {draft.kind === 'ndjson' && <NdjsonOptions {...props} />}
      {draft.kind === 'bulk' && <BulkOptions {...props} />}
      {draft.kind === 'csv' && (
        <CsvOptions
          csv={draft.csv}
          onChange={(csv) => onChange({ csv: { ...draft.csv, ...csv } })}
          columns={columns}
        />
      )}
    </Stack>
  );
}

function NdjsonOptions({ draft, onChange }: FieldsProps) {
  const { t } = useTranslation();
  const set = (changes: Partial<ExportDraft['ndjson']>) =>
    onChange({ ndjson: { ...draft.ndjson, ...changes } });
  return (
    <Group gap="lg">
      <Checkbox
        label={t('transfer.export.ndjson.index')}
        checked={draft.ndjson.index}
        onChange={(event) => set({ index: event.currentTarget.checked })}
      />
      <Checkbox
        label={t('transfer.export.ndjson.id')}
        checked={draft.ndjson.id}
        onChange={(event) => set({ id: event.currentTarget.checked })}
      />
    </Group>
  );
}

const BULK_ACTIONS: readonly BulkFormat['action'][] = ['index', 'create'];

function BulkOptions({ draft, onChange }: FieldsProps) {
  const { t } = useTranslation();
  const set = (changes: Partial<BulkFormat>) => onChange({ bulk: { ...draft.bulk, ...changes } });
  return (
    <Group gap="md" align="flex-end">
      <Select
        label={t('transfer.export.bulk.action')}
        data={BULK_ACTIONS.map((value) => ({
          value,
          label: t(`transfer.export.bulk.actions.${value}`),
        }))}
        value={draft.bulk.action}
        onChange={(value) => set({ action: value === 'create' ? 'create' : 'index' })}
        allowDeselect={false}
        w={260}
      />
      <TextInput
        label={t('transfer.export.bulk.targetIndex')}
        placeholder={t('transfer.export.bulk.targetIndexPlaceholder')}
        value={draft.bulk.targetIndex}
        onChange={(event) => set({ targetIndex: event.currentTarget.value })}
        w={300}
      />
      <Checkbox
        label={t('transfer.export.bulk.id')}
        checked={draft.bulk.id}
        onChange={(event) => set({ id: event.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}
