// Step 2 of the add-cluster dialog: the form, Test connection, Connect and Cancel.
import { Button } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { useLocation } from 'react-router-dom';
import { NOTIFICATION_TIMEOUT } from '../../../api/notifications';
import { useAppDispatch } from '../../../store/hooks';
import { notify } from '../../../components/Notifications/notificationStore';
import { connectNewCluster } from '../connection/clusterActions';
import { NEW_CLUSTER_FORM } from './clusterFormValues';
import { ClusterFormPanel } from './ClusterFormPanel';
import { useTestedClusterForm } from './useTestedClusterForm';

export function ConnectStep({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const tested = useTestedClusterForm(NEW_CLUSTER_FORM);
  const { form, test, runTest } = tested;

  const connect = async () => {
    if (!form.valid) return;
    const info = await runTest();
    if (!info) return;
    notify({
      color: 'green',
      timeout: NOTIFICATION_TIMEOUT.success,
      title: t('clusters.test.connected'),
    });
    dispatch(connectNewCluster(form.values, info, pathname));
  };

  const actions = (
    <>
      <Button onClick={() => void connect()} disabled={!form.valid} loading={test.loading}>
        {t('clusters.setup.connect')}
      </Button>
      <Button variant="default" onClick={onCancel}>
        {t('clusters.setup.cancel')}
      </Button>
    </>
  );
  return <ClusterFormPanel tested={tested} actions={actions} />;
}
