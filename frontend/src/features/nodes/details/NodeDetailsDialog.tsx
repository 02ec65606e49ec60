// Node details: one node's statistics and hot threads, in tabs. Loaded with its first opening.
import { Tabs } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { HotThreadsTab } from './HotThreadsTab';
import { StatsTab } from './StatsTab';
import { Dialog } from '../../../components/Dialog/Dialog';
import type { NodeDetailsTab } from '../../../routing/screenPaths';

export interface DetailsNode {
  /** The full node id, as _cat/nodes with full_id sends it. */
  id: string;
  name: string;
}

interface NodeDetailsDialogProps {
  node: DetailsNode | null;
  onClose: () => void;
  /** The tab shown first: the statistics unless another is asked for. */
  initialTab?: NodeDetailsTab;
}

export function NodeDetailsDialog({ node, onClose, initialTab = 'stats' }: NodeDetailsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={node !== null}
      onClose={onClose}
      size="xl"
      title={node ? t('nodeDetails.title', { name: node.name, id: node.id }) : ''}
    >
      {node && (
        <Tabs defaultValue={initialTab}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="stats">{t('nodeDetails.tabs.stats')}</Tabs.Tab>
            <Tabs.Tab value="hotThreads">{t('nodeDetails.tabs.hotThreads')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="stats">
            <StatsTab nodeId={node.id} />
          </Tabs.Panel>
          <Tabs.Panel value="hotThreads">
            <HotThreadsTab nodeId={node.id} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Dialog>
  );
}
