// The import's choices: the source, how it reads (with its first records shown as read), the
// target, and how the run goes; then Import, which names what is still missing, or why the
// cluster takes no import (a read-only cluster, a privilege the user lacks). A file that stopped
// being imported before is offered to continue from its checkpoint.
import { useState, type ReactNode } from 'react';
import { Alert, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import { WriteButton } from '../../../components/WriteAccess/WriteButton';
import { useTranslation } from '../../../i18n/translate';
import { useWriteAccess } from '../../../store/useWriteAccess';
import type { ImportSetup } from '../run/importController';
import { ImportOptionsFields } from './ImportOptionsFields';
import { ImportPreview } from './ImportPreview';
import { ImportReadingFields } from './ImportReadingFields';
import { ImportResumeOffer } from './ImportResumeOffer';
import { ImportSourceFields } from './ImportSourceFields';
import { ImportTargetFields } from './ImportTargetFields';
import { useImportForm } from './useImportForm';
import { useImportWriteReason } from './useImportWriteReason';
import { settledValue } from './useSettled';
import { useStartImport } from './useStartImport';

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} variant="filled" p="sm">
      {children}
    </Fieldset>
  );
}

export function ImportForm({ initialIndex }: { initialIndex: string }) {
  const { t } = useTranslation();
  const form = useImportForm(initialIndex);
  const { draft, change, result, choices } = form;
  const startImport = useStartImport();
  const [failure, setFailure] = useState<unknown>(null);
  const readOnly = useWriteAccess().reason;
  const reason = useImportWriteReason(draft.index, {
    dataStream: draft.targetKind === 'existing' && form.target?.kind === 'dataStream',
    newIndex: draft.targetKind === 'new',
  });
  const detected = settledValue(form.detecting);
  const preview = settledValue(form.preview);
  const start = (setup: ImportSetup) => {
    setFailure(null);
    try {
      startImport(setup);
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <Stack gap="md" maw={1100}>
      {readOnly && (
        <Alert color="yellow" title={t('transfer.import.readOnly')}>
          {readOnly}
        </Alert>
      )}
      <Section legend={t('transfer.import.source.legend')}>
        <ImportSourceFields draft={draft} onChange={change} />
      </Section>
      <ImportResumeOffer form={form} start={start} />
      {form.detecting.state === 'failed' && <ErrorReason error={form.detecting.error} />}
      {detected && choices && (
        <Section legend={t('transfer.import.reading.legend')}>
          <Stack gap="sm">
            <ImportReadingFields
              detected={detected}
              choices={choices}
              reading={draft.reading}
              onChange={(reading) => change({ reading })}
            />
            <ImportPreview preview={form.preview} format={choices.format} />
          </Stack>
        </Section>
      )}
      <Section legend={t('transfer.import.target.legend')}>
        <ImportTargetFields form={form} />
      </Section>
      <Section legend={t('transfer.import.options.legend')}>
        <ImportOptionsFields
          draft={draft}
          onChange={change}
          format={choices?.format ?? null}
          fields={preview?.columns ?? []}
          bodyLimit={form.bodyLimit}
        />
      </Section>
      <Group gap="sm">
        <WriteButton
          reason={reason}
          disabled={'problem' in result}
          leftSection={<IconFileImport size={16} />}
          onClick={() => 'setup' in result && start(result.setup)}
        >
          {t('transfer.import.start')}
        </WriteButton>
        {'problem' in result && (
          <Text size="sm" c="dimmed">
            {t(`transfer.import.ready.${result.problem}`)}
          </Text>
        )}
      </Group>
      <ErrorReason error={failure} />
    </Stack>
  );
}
