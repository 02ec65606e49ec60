// Offered where the cluster's error shows when it refused the secret kept for the browser session
// only: the secret is forgotten, so the layout asks for it again (and checks the cluster with the
// new one). Nothing for a cluster that keeps its secret saved, or that did not refuse it.
import { Button } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import type { Cluster } from '../../../api/types';
import { secretKind } from '../connection/sessionSecrets';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectSecretRejected } from '../connection/connectionSlice';
import { forgetSessionSecret } from './forgetSessionSecret';

interface EnterSecretAgainButtonProps {
  cluster: Cluster;
  clusterIndex: number;
}

export function EnterSecretAgainButton({ cluster, clusterIndex }: EnterSecretAgainButtonProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const rejected = useAppSelector((state) => selectSecretRejected(state, cluster.uri));
  if (!cluster.sessionSecret || !rejected) return null;
  return (
    <Button
      variant="default"
      onClick={() => dispatch(forgetSessionSecret(clusterIndex))}
      data-testid="session-secret-again"
    >
      {t(`clusters.secret.again.${secretKind(cluster)}`)}
    </Button>
  );
}
