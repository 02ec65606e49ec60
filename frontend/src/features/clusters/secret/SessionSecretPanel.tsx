// Shown instead of the screen while the active cluster lacks the secret it keeps for the
// browser session only. The dialog asking for it opens at once; after Cancel the panel says why
// the cluster is not connected and opens the dialog again. Nothing stored is changed.
import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import type { Cluster } from '../../../api/types';
import { secretKind } from '../connection/sessionSecrets';
import { SessionSecretDialog } from './SessionSecretDialog';

interface SessionSecretPanelProps {
  cluster: Cluster;
  clusterIndex: number;
}

export function SessionSecretPanel({ cluster, clusterIndex }: SessionSecretPanelProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(true);
  const type = secretKind(cluster);
  return (
    <>
      <Alert
        color="yellow"
        variant="light"
        icon={<IconLock />}
        title={t('clusters.secret.notConnected', { name: cluster.name })}
        maw={720}
        data-testid="session-secret-panel"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t(`clusters.secret.needed.${type}`)}</Text>
          <Button onClick={() => setAsking(true)} data-testid="session-secret-open">
            {t(`clusters.secret.enter.${type}`)}
          </Button>
        </Stack>
      </Alert>
      <SessionSecretDialog
        cluster={cluster}
        clusterIndex={clusterIndex}
        opened={asking}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
