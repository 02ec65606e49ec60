// The console heading: title with the versioned API documentation link, the
// History and Saved queries toggles (one panel open at a time) and the examples button.
import { useState, type ReactNode } from 'react';
import { Anchor, Button, Group, Title } from '@mantine/core';
import { IconBook, IconBulb, IconHistory, IconStar } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import type { Cluster } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { RestRequest } from '../../engine/clusterDb';
import { clusterEngine } from '../../engine/profile';
import { restDocsUrl } from '../../engine/docsUrl';
import { ExamplesDialog } from './examples/ExamplesDialog';
import { selectRestState, togglePanel, type RestPanel } from './restSlice';

interface RestHeaderProps {
  cluster: Pick<Cluster, 'distribution' | 'version'>;
  onUseExample: (request: RestRequest) => void;
}

export function RestHeader({ cluster, onUseExample }: RestHeaderProps) {
  const { t } = useTranslation();
  const [examplesOpen, setExamplesOpen] = useState(false);

  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm" align="baseline">
        <Title order={2}>{t('rest.title')}</Title>
        <Anchor
          href={restDocsUrl(clusterEngine(cluster))}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
        >
          <Group gap={4} component="span" wrap="nowrap">
            <IconBook size={14} />
            {t('rest.header.docs')}
          </Group>
        </Anchor>
      </Group>
      <Group gap="xs">
        <PanelToggle
          panel="history"
          label={t('rest.header.history')}
          icon={<IconHistory size={16} />}
        />
        <PanelToggle
          panel="savedQueries"
          label={t('rest.header.savedQueries')}
          icon={<IconStar size={16} />}
        />
        <Button
          size="xs"
          variant="default"
          leftSection={<IconBulb size={16} />}
          onClick={() => setExamplesOpen(true)}
        >
          {t('rest.header.examples')}
        </Button>
      </Group>
      <ExamplesDialog
        opened={examplesOpen}
        onClose={() => setExamplesOpen(false)}
        onUse={onUseExample}
      />
    </Group>
  );
}

function PanelToggle({ panel, label, icon }: { panel: RestPanel; label: string; icon: ReactNode }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => selectRestState(state).panel === panel);
  return (
    <Button
      size="xs"
      variant={open ? 'filled' : 'default'}
      aria-pressed={open}
      leftSection={icon}
      onClick={() => dispatch(togglePanel(panel))}
    >
      {label}
    </Button>
  );
}
