// Row click and remove in the cluster list.
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../../store/hooks';
import { confirm } from '../../../components/ConfirmDialog/confirm';
import { connectToCluster, removeClusterAndReload } from '../connection/clusterActions';
import type { ClusterRow } from './clusterRows';

export function useClusterRowActions(closeList: () => void) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();

  const connect = useCallback(
    (row: ClusterRow) => {
      closeList();
      dispatch(connectToCluster(row.index, pathname));
    },
    [closeList, dispatch, pathname],
  );

  const remove = useCallback(
    async (row: ClusterRow) => {
      if (row.cluster.predefined) return;
      closeList();
      const confirmed = await confirm({
        title: t('clusters.remove.title'),
        message: t('clusters.remove.confirm', { name: row.cluster.name, uri: row.cluster.uri }),
        confirmLabel: t('clusters.remove.action'),
        danger: true,
      });
      if (confirmed) dispatch(removeClusterAndReload(row.index, pathname));
    },
    [closeList, dispatch, pathname, t],
  );

  return { connect, remove };
}
