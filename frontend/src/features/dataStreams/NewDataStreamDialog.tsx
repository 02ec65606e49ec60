// The New data stream dialog: a name, and which index template will create the stream, read from
// the composable templates as the engine chooses (streamTemplate.ts). Without a matching template
// that has data_stream the engine would refuse, so the dialog says why and does not send.
import { useState } from 'react';
import { Alert, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { FormDialog } from '../../components/FormDialog/FormDialog';
import { escapeIndexName } from '../../lib/indexName';
import { CallDialogForm } from '../../components/FormDialog/CallDialogForm';
import { RequestPreview } from '../../components/RequestPreview/RequestPreview';
import { useFeedback } from '../../components/Feedback/useFeedback';
import { useComposableTemplatesQuery, useCreateDataStreamMutation } from './dataStreamsApi';
import { streamTemplateFor, type StreamTemplate } from './streamTemplate';
import { NameField } from '../../components/FormDialog/NameField';
import { indexNeed } from '../../engine/writeNeeds';

interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

export function NewDataStreamDialog({ opened, onClose }: DialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog opened={opened} onClose={onClose} title={t('dataStreams.create.title')} size={520}>
      <NewDataStreamForm onClose={onClose} />
    </FormDialog>
  );
}

function NewDataStreamForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [name, setName] = useState('');
  const [create, { isLoading, error, reset }] = useCreateDataStreamMutation();
  const templates = useComposableTemplatesQuery(undefined, { refetchOnMountOrArgChange: true });
  const trimmed = name.trim();
  const template: StreamTemplate | null =
    trimmed === '' || !templates.data ? null : streamTemplateFor(trimmed, templates.data);

  return (
    <CallDialogForm
      need={indexNeed('dataStream', trimmed)}
      feedback={feedback}
      send={() => create(trimmed).unwrap()}
      done={t('dataStreams.create.done', { name: trimmed })}
      canSubmit={template?.kind === 'applies'}
      busy={isLoading}
      error={error}
      onClose={onClose}
      submitLabel={t('dataStreams.create.submit')}
    >
      <NameField
        label={t('dataStreams.create.name')}
        value={name}
        onChange={(value) => {
          setName(value);
          reset();
        }}
      />
      {trimmed !== '' && <TemplateNote template={template} loading={templates.isFetching} />}
      {trimmed !== '' && (
        <RequestPreview
          request={{ method: 'PUT', path: `_data_stream/${escapeIndexName(trimmed)}` }}
        />
      )}
    </CallDialogForm>
  );
}

function TemplateNote({
  template,
  loading,
}: {
  template: StreamTemplate | null;
  loading: boolean;
}) {
  const { t } = useTranslation();
  if (template === null)
    return (
      <Text size="sm" c="dimmed">
        {loading
          ? t('dataStreams.create.templatesLoading')
          : t('dataStreams.create.templatesFailed')}
      </Text>
    );
  const applies = template.kind === 'applies';
  return (
    <Alert
      color={applies ? 'blue' : 'orange'}
      variant="light"
      icon={<IconInfoCircle />}
      p="xs"
      data-testid="data-stream-template"
    >
      <Text size="sm">
        {template.kind === 'applies'
          ? t('dataStreams.create.templateApplies', {
              template: template.name,
              priority: template.priority,
            })
          : template.kind === 'notForStreams'
            ? t('dataStreams.create.templateNotForStreams', { template: template.name })
            : t('dataStreams.create.noTemplate')}
      </Text>
    </Alert>
  );
}
