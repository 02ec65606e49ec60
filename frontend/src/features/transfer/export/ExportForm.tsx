// The export's choices: where the documents come from and which of them, the file's format and
// its options, how the cluster is read, and the file. Export asks where to save first where the
// browser can write a file as it goes.
import { useState } from 'react';
import { useStore } from 'react-redux';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileExport } from '@tabler/icons-react';
import { activeClusterTarget } from '../../../api/clusterApi';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import { useTranslation } from '../../../i18n/translate';
import { ExportFormatFields } from './ExportFormatFields';
import { ExportReadingFields } from './ExportReadingFields';
import { ExportSource } from './ExportSource';
import { useExportColumnsQuery } from './exportApi';
import { draftSetup, initialDraft, type ExportDraft } from './exportDraft';
import { isDeclined, openExportFile } from './exportSetup';
import { startExport } from './exportStore';

/** The mapping is asked for once the index name stops changing for this long. */
const INDEX_SETTLE_MS = 400;

interface ExportFormProps {
  initialIndex: string;
  /** The query (JSON text) of the search that linked here; '' for every document. */
  initialQuery: string;
}

export function ExportForm({ initialIndex, initialQuery }: ExportFormProps) {
  const { t } = useTranslation();
  const store = useStore();
  const [draft, setDraft] = useState(() => initialDraft(initialIndex, initialQuery));
  const [failure, setFailure] = useState<unknown>(null);
  const change = (changes: Partial<ExportDraft>) => setDraft((now) => ({ ...now, ...changes }));
  const [settledIndex] = useDebouncedValue(draft.index.trim(), INDEX_SETTLE_MS);
  const columns = useExportColumnsQuery(settledIndex, {
    skip: draft.kind !== 'csv' || settledIndex === '',
  });
  const result = draftSetup(draft, columns.data ?? []);

  const start = async () => {
    const target = activeClusterTarget(store.getState());
    if (!('setup' in result) || target === null) return;
    setFailure(null);
    try {
      startExport(target, result.setup, await openExportFile(result.setup));
    } catch (error) {
      if (!isDeclined(error)) setFailure(error);
    }
  };

  return (
    <Stack gap="md" maw={960}>
      <ExportSource draft={draft} onChange={change} />
      <ExportFormatFields draft={draft} onChange={change} columns={columns} />
      <ExportReadingFields draft={draft} onChange={change} />
      <Group gap="sm">
        <Button
          leftSection={<IconFileExport size={16} />}
          disabled={'problem' in result}
          onClick={() => void start()}
        >
          {t('transfer.export.start')}
        </Button>
        {'problem' in result && (
          <Text size="sm" c="dimmed">
            {t(`transfer.export.problem.${result.problem}`)}
          </Text>
        )}
      </Group>
      <ErrorReason error={failure} />
    </Stack>
  );
}
