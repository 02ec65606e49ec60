// How a copy goes: whether the copies keep their source ids, the size of each bulk body, how many
// requests go to the destination at once, and how many slices of the source are read side by side.
import { Checkbox, Group, NumberInput, Select } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { MAX_CONCURRENCY, MAX_SLICES } from './copySetup';
import type { CopyFieldsProps } from './CopySourceFields';

const choices = (count: number) => Array.from({ length: count }, (_, i) => String(i + 1));

export function CopyOptionsFields({ draft, onChange }: CopyFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Checkbox
        label={t('transfer.copy.options.keepIds')}
        description={t('transfer.copy.options.keepIdsHint')}
        checked={draft.keepIds}
        onChange={(event) => onChange({ keepIds: event.currentTarget.checked })}
      />
      <Group gap="md" align="flex-start">
        <NumberInput
          label={t('transfer.copy.options.bodySize')}
          description={t('transfer.copy.options.bodySizeHint')}
          value={draft.batchMegabytes}
          onChange={(value) =>
            onChange({ batchMegabytes: typeof value === 'number' && value > 0 ? value : 1 })
          }
          min={0.1}
          max={100}
          step={1}
          w={220}
        />
        <Select
          label={t('transfer.copy.options.concurrency')}
          description={t('transfer.copy.options.concurrencyHint')}
          data={choices(MAX_CONCURRENCY)}
          value={String(draft.concurrency)}
          onChange={(value) => onChange({ concurrency: Number(value ?? 1) })}
          allowDeselect={false}
          w={220}
        />
        <Select
          label={t('transfer.copy.options.slices')}
          description={t('transfer.copy.options.slicesHint')}
          data={choices(MAX_SLICES)}
          value={String(draft.slices)}
          onChange={(value) => onChange({ slices: Number(value ?? 1) })}
          allowDeselect={false}
          w={220}
        />
      </Group>
    </>
  );
}
