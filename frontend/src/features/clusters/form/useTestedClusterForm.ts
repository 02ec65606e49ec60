// The cluster form together with its connection test, as both dialogs use them.
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/translate';
import type { ConnectionInfo } from '../../../api/operations/cluster';
import { NOTIFICATION_TIMEOUT } from '../../../api/notifications';
import { notify } from '../../../components/Notifications/notificationStore';
import { targetOf, type ClusterFormValues } from './clusterFormValues';
import { useClusterForm, type ClusterFormState } from './useClusterForm';
import { useConnectionTest, type ConnectionTestState } from './useConnectionTest';

export interface TestedClusterForm {
  form: ClusterFormState;
  test: ConnectionTestState;
  /** Tests the form's cluster; resolves to what it reported, or null (the error panel shows). */
  runTest: () => Promise<ConnectionInfo | null>;
  /** Test connection: the same test, with the success notification. */
  testAndNotify: () => Promise<void>;
}

export function useTestedClusterForm(initial: ClusterFormValues): TestedClusterForm {
  const { t } = useTranslation();
  const { state, run, reset } = useConnectionTest();
  const form = useClusterForm(initial, reset);
  const { values } = form;

  const runTest = useCallback(() => run(targetOf(values)), [run, values]);
  const testAndNotify = useCallback(async () => {
    if (!(await runTest())) return;
    notify({
      color: 'green',
      timeout: NOTIFICATION_TIMEOUT.success,
      title: t('clusters.test.successTitle'),
      body: t('clusters.test.successBody'),
    });
  }, [runTest, t]);

  return { form, test: state, runTest, testAndNotify };
}
