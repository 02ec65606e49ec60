// The edit-cluster dialog: form, Test connection, Save and Close.
import { Button } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { useLocation } from 'react-router-dom';
import { NOTIFICATION_TIMEOUT } from '../../../api/notifications';
import type { Cluster } from '../../../api/types';
import { useAppDispatch } from '../../../store/hooks';
import { notifyAcrossPageLoad } from '../../../components/Notifications/pendingNotification';
import { saveClusterEdits } from '../connection/clusterActions';
import { formValuesOf } from './clusterFormValues';
import { ClusterFormPanel } from './ClusterFormPanel';
import { useTestedClusterForm } from './useTestedClusterForm';
import { Dialog } from '../../../components/Dialog/Dialog';

interface EditClusterDialogProps {
  /** The cluster being edited and its index; null while closed. */
  editing: { index: number; cluster: Cluster } | null;
  onClose: () => void;
}

export function EditClusterDialog({ editing, onClose }: EditClusterDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={editing !== null} onClose={onClose} title={t('clusters.edit.title')} size="lg">
      {editing && <EditClusterForm key={editing.index} {...editing} onClose={onClose} />}
    </Dialog>
  );
}

interface EditClusterFormProps {
  index: number;
  cluster: Cluster;
  onClose: () => void;
}

function EditClusterForm({ index, cluster, onClose }: EditClusterFormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const tested = useTestedClusterForm(formValuesOf(cluster));

  const save = () => {
    if (!tested.form.valid) return;
    notifyAcrossPageLoad({
      color: 'green',
      timeout: NOTIFICATION_TIMEOUT.success,
      title: t('clusters.edit.saved'),
    });
    dispatch(saveClusterEdits(index, tested.form.values, pathname));
  };

  const actions = (
    <>
      <Button onClick={save} disabled={!tested.form.valid}>
        {t('clusters.edit.save')}
      </Button>
      <Button variant="default" onClick={onClose}>
        {t('clusters.edit.close')}
      </Button>
    </>
  );
  return <ClusterFormPanel tested={tested} actions={actions} />;
}
