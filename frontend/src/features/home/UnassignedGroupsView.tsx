// The dashboard's "Why?" content: the unassigned shards grouped by reason and explained, once
// asked; or that no shard is unassigned.
import { Loader, Text } from '@mantine/core';
import { UnassignedGroupList } from '../../components/AllocationExplain/UnassignedGroupList';
import { ErrorReason } from '../../components/ErrorReason/ErrorReason';
import { useTranslation } from '../../i18n/translate';
import { paths } from '../../routing/paths';
import { useActiveClusterIndex, useEngineName } from '../../store/hooks';
import { useWriteAccess } from '../../store/useWriteAccess';
import { useUnassignedGroupsQuery } from './homeApi';

export default function UnassignedGroupsView() {
  const { t } = useTranslation();
  const clusterIndex = useActiveClusterIndex();
  const engine = useEngineName();
  const writeReason = useWriteAccess().reason;
  const query = useUnassignedGroupsQuery(undefined, { refetchOnMountOrArgChange: true });
  if (query.isLoading) return <Loader size="sm" aria-label={t('home.why.loading')} />;
  if (query.error) return <ErrorReason error={query.error} refused />;
  const groups = query.data ?? [];
  if (groups.length === 0) return <Text>{t('home.why.none')}</Text>;
  return (
    <UnassignedGroupList
      groups={groups}
      shardsPath={(index) => paths.shards(clusterIndex, { index })}
      writeReason={writeReason}
      engine={engine}
    />
  );
}
