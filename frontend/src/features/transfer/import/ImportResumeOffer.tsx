// When the chosen file stopped being imported on this cluster before: "Continue from line N (M
// documents written)", into the target and with the reading of that import, or "Start over". When
// a file of that name stopped but this one differs (its size, its last change), what differs: it
// is read from its start, never from the middle of another file.
import { useMemo, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { WriteButton } from '../../../components/WriteAccess/WriteButton';
import { useTranslation } from '../../../i18n/translate';
import { formatNumber } from '../../../lib/locale';
import { useActiveCluster } from '../../../store/hooks';
import type { ImportSetup } from '../run/importController';
import { checkpointKey, checkpointOffer, type CheckpointOffer } from './importCheckpoint';
import { checkpointSetup } from './importSetup';
import { useImportTargetQuery } from './importTargetApi';
import type { ImportForm } from './useImportForm';
import { useImportWriteReason } from './useImportWriteReason';
import { settledValue, useSettled } from './useSettled';

interface ImportResumeOfferProps {
  form: ImportForm;
  start: (setup: ImportSetup) => void;
}

export function ImportResumeOffer({ form, start }: ImportResumeOfferProps) {
  const cluster = useActiveCluster();
  const key = cluster && checkpointKey(cluster);
  const file = form.draft.source === 'file' ? form.draft.file : null;
  const asked = useMemo(() => (file && key ? checkpointOffer(key, file) : null), [file, key]);
  const offer = settledValue(useSettled(asked));
  const [dismissed, setDismissed] = useState<CheckpointOffer | null>(null);
  if (!offer || offer === dismissed) return null;
  if (offer.kind === 'differs') return <DiffersNote offer={offer} />;
  return (
    <ResumeChoice form={form} offer={offer} start={start} onStartOver={() => setDismissed(offer)} />
  );
}

function DiffersNote({ offer }: { offer: Extract<CheckpointOffer, { kind: 'differs' }> }) {
  const { t } = useTranslation();
  const { checkpoint, differences } = offer;
  return (
    <Alert color="yellow" title={t('transfer.import.resume.differsTitle')}>
      {t('transfer.import.resume.differs', {
        name: checkpoint.file.name,
        target: checkpoint.target.name,
        line: formatNumber(checkpoint.position.line),
        differences: differences
          .map((each) => t(`transfer.import.resume.difference.${each}`))
          .join(', '),
      })}
    </Alert>
  );
}

interface ResumeChoiceProps extends ImportResumeOfferProps {
  offer: Extract<CheckpointOffer, { kind: 'resume' }>;
  onStartOver: () => void;
}

function ResumeChoice({ form, offer, start, onStartOver }: ResumeChoiceProps) {
  const { t } = useTranslation();
  const { checkpoint } = offer;
  const target = useImportTargetQuery(checkpoint.target.name, { refetchOnMountOrArgChange: true });
  const context = {
    file: form.file,
    target: target.currentData ?? null,
    bodyLimit: form.bodyLimit?.bytes ?? null,
  };
  const result = checkpointSetup(form.draft, context, checkpoint);
  const reason = useImportWriteReason(checkpoint.target.name, {
    dataStream: checkpoint.target.dataStream,
    newIndex: false,
  });
  const { counts, position } = checkpoint;
  return (
    <Alert color="blue" title={t('transfer.import.resume.title')}>
      <Stack gap="xs">
        <Text size="sm">
          {t('transfer.import.resume.text', {
            target: checkpoint.target.name,
            sent: formatNumber(counts.sent),
            rejected: formatNumber(counts.rejected),
          })}
        </Text>
        {'problem' in result && result.problem !== 'checking' && (
          <Text size="sm" c="red">
            {t(`transfer.import.ready.${result.problem}`)}
          </Text>
        )}
        <Group gap="sm">
          <WriteButton
            reason={reason}
            disabled={!('setup' in result)}
            leftSection={<IconPlayerPlay size={16} />}
            onClick={() => 'setup' in result && start(result.setup)}
          >
            {t('transfer.import.resume.continue', {
              line: formatNumber(position.line),
              documents: formatNumber(counts.created + counts.updated),
            })}
          </WriteButton>
          <Button variant="default" onClick={onStartOver}>
            {t('transfer.import.resume.startOver')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
