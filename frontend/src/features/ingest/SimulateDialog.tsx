// The row action Simulate: the simulator (simulator/PipelineSimulator) run on a saved pipeline,
// in a dialog of its own.
import { useTranslation } from '../../i18n/translate';
import { FormDialog, DialogCloseRow } from '../../components/FormDialog/FormDialog';
import { PipelineSimulator } from './simulator/PipelineSimulator';

interface SimulateDialogProps {
  /** The pipeline to simulate; null when the dialog is closed. */
  name: string | null;
  onClose: () => void;
}

export function SimulateDialog({ name, onClose }: SimulateDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      opened={name !== null}
      onClose={onClose}
      title={t('ingest.simulateTitle', { name: name ?? '' })}
      size={960}
      maw="95vw"
    >
      <PipelineSimulator pipelineId={name} draft={null} />
      <DialogCloseRow label={t('ingest.close')} onClose={onClose} />
    </FormDialog>
  );
}
