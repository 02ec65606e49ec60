// A CSV export's options: its columns, chosen from the fields of the index's mapping (objects
// flattened to dotted names) and where each document came from; the separator between cells and
// between the values of an array; a byte order mark for spreadsheets. Cells a spreadsheet could
// run as a formula are always written as text.
import {
  Button,
  Checkbox,
  Group,
  Loader,
  MultiSelect,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import { useTranslation } from '../../../i18n/translate';
import { chosenColumns, offeredColumns, type CsvDraft } from './exportDraft';
import { CSV_DELIMITERS } from './exportFormat';

/** The mapping's fields as the query hook gives them. */
export interface ColumnsAnswer {
  data?: string[];
  isFetching: boolean;
  error?: unknown;
}

const DELIMITER_NAMES = { ',': 'comma', ';': 'semicolon', '\t': 'tab', '|': 'pipe' } as const;

/** Columns listed at once in the choice; typing finds the others. */
const LISTED_COLUMNS = 300;

interface CsvOptionsProps {
  csv: CsvDraft;
  onChange: (changes: Partial<CsvDraft>) => void;
  columns: ColumnsAnswer;
}

export function CsvOptions({ csv, onChange, columns }: CsvOptionsProps) {
  const { t } = useTranslation();
  const fields = columns.data ?? [];
  const offered = offeredColumns(fields);
  return (
    <Stack gap="xs">
      <MultiSelect
        label={t('transfer.export.csv.columns')}
        description={t('transfer.export.csv.columnsHint')}
        data={offered}
        value={chosenColumns(csv, fields)}
        onChange={(chosen) => onChange({ columns: chosen })}
        searchable
        limit={LISTED_COLUMNS}
        rightSection={columns.isFetching ? <Loader size="xs" /> : undefined}
      />
      <Group gap="xs">
        {/* Until the mapping is read, all columns would be only _index and _id. */}
        <Button
          size="compact-xs"
          variant="subtle"
          disabled={columns.data === undefined || columns.isFetching}
          onClick={() => onChange({ columns: offered })}
        >
          {t('transfer.export.csv.allColumns')}
        </Button>
        <Button size="compact-xs" variant="subtle" onClick={() => onChange({ columns: [] })}>
          {t('transfer.export.csv.noColumns')}
        </Button>
      </Group>
      <ErrorReason error={columns.error} />
      <Group gap="md" align="flex-end">
        <Select
          label={t('transfer.export.csv.delimiter')}
          data={CSV_DELIMITERS.map((value) => ({
            value,
            label: t(`transfer.export.csv.delimiters.${DELIMITER_NAMES[value]}`),
          }))}
          value={csv.delimiter}
          onChange={(value) =>
            onChange({ delimiter: CSV_DELIMITERS.find((d) => d === value) ?? ',' })
          }
          allowDeselect={false}
          w={200}
        />
        <TextInput
          label={t('transfer.export.csv.arraySeparator')}
          value={csv.arraySeparator}
          onChange={(event) => onChange({ arraySeparator: event.currentTarget.value })}
          w={200}
        />
        <Checkbox
          label={t('transfer.export.csv.bom')}
          checked={csv.bom}
          onChange={(event) => onChange({ bom: event.currentTarget.checked })}
          mb={8}
        />
      </Group>
      <Text size="xs" c="dimmed">
        {t('transfer.export.csv.formulas')}
      </Text>
    </Stack>
  );
}
