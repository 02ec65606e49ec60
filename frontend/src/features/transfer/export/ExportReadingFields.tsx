// How the cluster is read and where the text goes: slices read side by side (2 to 4 make a large
// export faster), documents per page, the file's name, and where the browser cannot write a file
// as it goes, the size of the parts it downloads one after another.
import { Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { canPickFile, partName } from '../files/fileSink';
import { draftFileName, type ExportDraft } from './exportDraft';
import { fileType } from './exportFormat';
import { MAX_PAGE_SIZE, MAX_SLICES } from './exportSetup';

interface ExportReadingFieldsProps {
  draft: ExportDraft;
  onChange: (changes: Partial<ExportDraft>) => void;
}

const SLICE_CHOICES = Array.from({ length: MAX_SLICES }, (_, i) => String(i + 1));

/** A whole number typed in a NumberInput, or null while it is empty or not one. */
const whole = (value: string | number): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

export function ExportReadingFields({ draft, onChange }: ExportReadingFieldsProps) {
  const { t } = useTranslation();
  const picker = canPickFile();
  const name = draftFileName(draft);
  const { extension } = fileType(draft);
  return (
    <Stack gap="xs">
      <Group gap="md" align="flex-start">
        <Select
          label={t('transfer.export.reading.slices')}
          description={t('transfer.export.reading.slicesHint')}
          data={SLICE_CHOICES}
          value={String(draft.slices)}
          onChange={(value) => onChange({ slices: Number(value ?? 1) })}
          allowDeselect={false}
          w={220}
        />
        <NumberInput
          label={t('transfer.export.reading.pageSize')}
          description={t('transfer.export.reading.pageSizeHint')}
          value={draft.pageSize}
          onChange={(value) => onChange({ pageSize: whole(value) ?? draft.pageSize })}
          min={1}
          max={MAX_PAGE_SIZE}
          allowDecimal={false}
          w={220}
        />
      </Group>
      <Group gap="md" align="flex-start">
        <TextInput
          label={t('transfer.export.file.name')}
          description={
            picker
              ? t('transfer.files.picked', { file: `${name}.${extension}` })
              : t('transfer.files.parts', { file: partName(name, extension, 1) })
          }
          value={name}
          onChange={(event) => onChange({ fileName: event.currentTarget.value })}
          w={460}
        />
        {!picker && (
          <NumberInput
            label={t('transfer.files.partSize')}
            value={draft.partMegabytes}
            onChange={(value) => onChange({ partMegabytes: whole(value) ?? draft.partMegabytes })}
            min={1}
            allowDecimal={false}
            suffix=" MB"
            w={220}
          />
        )}
      </Group>
      {!picker && (
        <Text size="xs" c="dimmed">
          {t('transfer.files.partsHint')}
        </Text>
      )}
    </Stack>
  );
}
