// The cluster form with its connection error panel: the body of the add and edit dialogs.
import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { targetOf } from './clusterFormValues';
import { ClusterForm } from './ClusterForm';
import { ConnectionErrorPanel } from './ConnectionErrorPanel';
import type { TestedClusterForm } from './useTestedClusterForm';

interface ClusterFormPanelProps {
  tested: TestedClusterForm;
  /** Connect or Save, and Cancel or Close. */
  actions: ReactNode;
}

export function ClusterFormPanel({ tested, actions }: ClusterFormPanelProps) {
  const { form, test, testAndNotify } = tested;
  return (
    <Stack gap="md">
      <ClusterForm
        form={form}
        testing={test.loading}
        onTest={() => void testAndNotify()}
        actions={actions}
      />
      {test.error && (
        <ConnectionErrorPanel target={targetOf(form.values)} detail={test.errorMessage} />
      )}
    </Stack>
  );
}
