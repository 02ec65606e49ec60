// The examples dialog: a filterable table of the built-in requests, a body
// preview, and "Use" to load one into the current tab.
import { useCallback, useMemo, useState } from 'react';
import { Box, Group, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { CodeViewer } from '../../../components/CodeEditor/CodeEditor';
import { DataTable } from '../../../components/DataTable/DataTable';
import { FilterInput } from '../../../components/Filter/FilterInput';
import type { RestRequest } from '../../../engine/clusterDb';
import { exampleColumns } from './exampleColumns';
import { EXAMPLE_FILTER_COLUMNS, filterExamples, REST_EXAMPLES, type ExampleRow } from './examples';
import { Dialog } from '../../../components/Dialog/Dialog';

interface ExamplesDialogProps {
  opened: boolean;
  onClose: () => void;
  onUse: (request: RestRequest) => void;
}

// 900 to 1600 px wide; narrower windows get the whole width.
const DIALOG_WIDTH = 'min(100vw, max(900px, min(1600px, 85vw)))';
const getRowId = (row: ExampleRow) => row.id;

export function ExamplesDialog({ opened, onClose, onUse }: ExamplesDialogProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const [previewId, setPreviewId] = useState<string | null>(null);
  const rows = useMemo(
    () =>
      REST_EXAMPLES.map((example) => ({
        ...example,
        description: t(`rest.examples.descriptions.${example.id}`),
      })),
    [t],
  );
  const close = () => {
    setFilter('');
    setPreviewId(null);
    onClose();
  };
  const use = (row: ExampleRow) => {
    onUse({ method: row.method, path: row.path, body: row.body });
    close();
  };
  // Ten rows: the columns are cheap to rebuild with the current handlers.
  const columns = exampleColumns(t, {
    previewId,
    onPreview: (id) => setPreviewId((open) => (open === id ? null : id)),
    onUse: use,
  });
  const shown = filterExamples(rows, filter);
  // Preview expands the example's body under its row.
  const renderExpanded = useCallback(
    (row: ExampleRow) =>
      row.id === previewId ? (
        <Box h={240} py={4}>
          <CodeViewer value={row.body} label={t('rest.examples.bodyPreview')} />
        </Box>
      ) : null,
    [previewId, t],
  );

  return (
    <Dialog
      opened={opened}
      onClose={close}
      title={t('rest.examples.title')}
      size={DIALOG_WIDTH}
      centered={false}
    >
      <Stack gap="sm">
        <Group justify="flex-end">
          <FilterInput value={filter} onChange={setFilter} columns={EXAMPLE_FILTER_COLUMNS} />
        </Group>
        <DataTable
          label={t('rest.examples.title')}
          data={shown}
          columns={columns}
          getRowId={getRowId}
          paginate={false}
          renderExpanded={renderExpanded}
        />
      </Stack>
    </Dialog>
  );
}
