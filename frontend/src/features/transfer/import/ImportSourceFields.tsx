// Where the documents come from: a file dropped on the area or chosen with the picker, or text
// pasted into the box. Choosing another source starts the reading over.
import { useState, type DragEvent } from 'react';
import { Button, FileButton, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { SegmentSwitch } from '../../../components/SegmentSwitch/SegmentSwitch';
import { useTranslation } from '../../../i18n/translate';
import { formatBytes } from '../../../lib/bytes';
import { withSource, type ImportDraft, type SourceKind } from './importDraft';

const SOURCES: readonly SourceKind[] = ['file', 'paste'];

interface ImportSourceFieldsProps {
  draft: ImportDraft;
  onChange: (draft: ImportDraft) => void;
}

export function ImportSourceFields({ draft, onChange }: ImportSourceFieldsProps) {
  const { t } = useTranslation();
  const choose = (file: File | null) => {
    if (file) onChange(withSource(draft, { file }));
  };
  return (
    <Stack gap="xs">
      <SegmentSwitch
        aria-label={t('transfer.import.source.label')}
        data={SOURCES.map((value) => ({ value, label: t(`transfer.import.source.${value}`) }))}
        value={draft.source}
        onChange={(source) => onChange(withSource(draft, { source }))}
      />
      {draft.source === 'file' ? (
        <FileDrop file={draft.file} onFile={choose} />
      ) : (
        <Textarea
          label={t('transfer.import.source.pasted')}
          description={t('transfer.import.source.pastedHint')}
          value={draft.pasted}
          onChange={(event) => onChange({ ...draft, pasted: event.currentTarget.value })}
          autosize
          minRows={6}
          maxRows={16}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
      )}
    </Stack>
  );
}

function FileDrop({ file, onFile }: { file: File | null; onFile: (file: File | null) => void }) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onFile(event.dataTransfer.files[0] ?? null);
  };
  return (
    <Paper
      withBorder
      p="md"
      style={{ borderStyle: 'dashed', borderWidth: 2 }}
      bg={over ? 'var(--mantine-color-default-hover)' : undefined}
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <Group gap="md">
        <FileButton
          onChange={onFile}
          inputProps={{ 'aria-label': t('transfer.import.source.picker') }}
        >
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconFileUpload size={16} />}>
              {t('transfer.import.source.choose')}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c={file ? undefined : 'dimmed'}>
          {file
            ? t('transfer.import.source.chosen', { name: file.name, size: formatBytes(file.size) })
            : t('transfer.import.source.drop')}
        </Text>
      </Group>
    </Paper>
  );
}
