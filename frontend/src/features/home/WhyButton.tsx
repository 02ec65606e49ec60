// The health card's "Why?": a dialog that says why the cluster is yellow or red. Its content
// is loaded, and the cluster asked, only while it is open.
import { lazy, Suspense, useState } from 'react';
import { Button, Loader } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { Dialog } from '../../components/Dialog/Dialog';

const UnassignedGroupsView = lazy(() => import('./UnassignedGroupsView'));

export function WhyButton({ status }: { status: 'yellow' | 'red' }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
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
      </Dialog>
    </>
  );
}
