// The health card's "Why?": a dialog that says why the cluster is yellow or red, and leads to
// the diagnostics screen's health view for the whole picture. Its content is loaded, and the
// cluster asked, only while it is open.
import { lazy, Suspense, useState } from 'react';
import { Anchor, Button, Group, Loader } from '@mantine/core';
import { IconHelpCircle, IconStethoscope } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/translate';
import { Dialog } from '../../components/Dialog/Dialog';
import { paths } from '../../routing/paths';
import { useActiveClusterIndex } from '../../store/hooks';

const UnassignedGroupsView = lazy(() => import('./UnassignedGroupsView'));

export function WhyButton({ status }: { status: 'yellow' | 'red' }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const clusterIndex = useActiveClusterIndex();
  return (
    <>
      <Button
        size="compact-xs"
        variant="light"
        color={status === 'red' ? 'red' : 'blue'}
        leftSection={<IconHelpCircle size={12} />}
        onClick={() => setOpened(true)}
      >
        {t('home.why.button')}
      </Button>
      <Dialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={t(status === 'red' ? 'home.why.titleRed' : 'home.why.titleYellow')}
        size="xl"
      >
        {opened && (
          <Suspense fallback={<Loader size="sm" />}>
            <UnassignedGroupsView />
          </Suspense>
        )}
        <Group mt="md">
          <Anchor
            component={Link}
            to={paths.diagnostics(clusterIndex, { view: 'health' })}
            size="sm"
            onClick={() => setOpened(false)}
          >
            <IconStethoscope size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
            {t('home.why.openDiagnostics')}
          </Anchor>
        </Group>
      </Dialog>
    </>
  );
}
