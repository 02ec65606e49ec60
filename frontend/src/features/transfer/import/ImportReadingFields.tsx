// How the file is read: what its first bytes say (format, encoding, gzip, the CSV delimiter), each
// of which the user may change, and for CSV/TSV the quote character and whether the first row
// names the columns. The preview below follows every change.
import { Badge, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { FILE_FORMATS, TEXT_ENCODINGS, type TextEncoding } from '../../../lib/transfer/checkpoint';
import { DELIMITERS } from '../../../lib/transfer/sniff';
import type { Detected, ReadChoices } from './filePreview';
import type { ReadingChanges } from './importDraft';

export const ENCODING_NAMES: Record<TextEncoding, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 LE',
  'utf-16be': 'UTF-16 BE',
};

const DELIMITER_KEYS: Record<string, 'comma' | 'tab' | 'semicolon' | 'pipe'> = {
  ',': 'comma',
  '\t': 'tab',
  ';': 'semicolon',
  '|': 'pipe',
};

const QUOTES = ['"', "'"];

interface ImportReadingFieldsProps {
  detected: Detected;
  choices: ReadChoices;
  reading: ReadingChanges;
  onChange: (reading: ReadingChanges) => void;
}

export function ImportReadingFields(props: ImportReadingFieldsProps) {
  const { detected, choices, reading, onChange } = props;
  const { t } = useTranslation();
  const change = (changes: Partial<ReadingChanges>) => onChange({ ...reading, ...changes });
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="sm">
          {t('transfer.import.reading.detected', {
            format: t(`transfer.import.format.${detected.format}`),
            encoding: ENCODING_NAMES[detected.encoding],
          })}
        </Text>
        {detected.gzip && <Badge variant="light">{t('transfer.import.reading.gzip')}</Badge>}
      </Group>
      <Group gap="md" align="flex-end">
        <Select
          label={t('transfer.import.reading.format')}
          data={FILE_FORMATS.map((value) => ({
            value,
            label: t(`transfer.import.format.${value}`),
          }))}
          value={choices.format}
          onChange={(value) => change({ format: FILE_FORMATS.find((f) => f === value) ?? null })}
          allowDeselect={false}
          w={220}
        />
        <Select
          label={t('transfer.import.reading.encoding')}
          data={TEXT_ENCODINGS.map((value) => ({ value, label: ENCODING_NAMES[value] }))}
          value={choices.encoding}
          onChange={(value) =>
            change({ encoding: TEXT_ENCODINGS.find((each) => each === value) ?? null })
          }
          allowDeselect={false}
          w={160}
        />
        {choices.format === 'csv' && <CsvFields choices={choices} onChange={change} />}
      </Group>
    </Stack>
  );
}

function CsvFields({
  choices,
  onChange,
}: {
  choices: ReadChoices;
  onChange: (changes: Partial<ReadingChanges>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Select
        label={t('transfer.import.reading.delimiter')}
        data={DELIMITERS.map((value) => ({
          value,
          label: t(`transfer.import.reading.delimiters.${DELIMITER_KEYS[value]}`),
        }))}
        value={choices.delimiter}
        onChange={(value) => onChange({ delimiter: value })}
        allowDeselect={false}
        w={180}
      />
      <Select
        label={t('transfer.import.reading.quote')}
        data={QUOTES.map((value) => ({ value, label: value }))}
        value={choices.quote}
        onChange={(value) => onChange({ quote: value ?? '"' })}
        allowDeselect={false}
        w={100}
      />
      <Checkbox
        label={t('transfer.import.reading.header')}
        checked={choices.header}
        onChange={(event) => onChange({ header: event.currentTarget.checked })}
        mb={8}
      />
    </>
  );
}
