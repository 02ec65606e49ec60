// The add-cluster (setup) dialog: the CORS lines, then the form to connect.
import { useState } from 'react';
import { Button, Group, Stepper } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { CorsStep } from './CorsStep';
import { ConnectStep } from './ConnectStep';
import { Dialog } from '../../../components/Dialog/Dialog';

interface AddClusterDialogProps {
  opened: boolean;
  onClose: () => void;
}

export function AddClusterDialog({ opened, onClose }: AddClusterDialogProps) {
  const { t } = useTranslation();
  return (
    // Wide enough for the longest CORS line on one line; narrower screens wrap it.
    <Dialog opened={opened} onClose={onClose} title={t('clusters.setup.title')} size={700}>
      {/* Mounted only while open, so every opening starts at step 1 with a fresh form. */}
      {opened && <AddClusterSteps onClose={onClose} />}
    </Dialog>
  );
}

function AddClusterSteps({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  return (
    <Stepper active={step} onStepClick={setStep} size="sm">
      <Stepper.Step label={t('clusters.setup.stepConfigure')}>
        <CorsStep origin={window.location.origin} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('clusters.setup.cancel')}
          </Button>
          <Button onClick={() => setStep(1)} data-autofocus>
            {t('clusters.setup.next')}
          </Button>
        </Group>
      </Stepper.Step>
      <Stepper.Step label={t('clusters.setup.stepConnect')}>
        <ConnectStep onCancel={onClose} />
      </Stepper.Step>
    </Stepper>
  );
}
