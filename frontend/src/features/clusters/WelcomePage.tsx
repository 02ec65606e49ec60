// The welcome screen, shown while no cluster is saved. When the server offers only its own
// clusters (managed mode) and names none, it says so instead of offering to add one.
import { useState, type ReactNode } from 'react';
import { Button, Center, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { useAppSelector } from '../../store/hooks';
import { selectNoDirectClusters } from '../../store/runtimeConfig';
import { AddClusterDialog } from './form/AddClusterDialog';

interface WelcomePageProps {
  /** The 'Import backup' action, supplied by the app where the backup feature is mounted. */
  importBackupAction?: ReactNode;
  /** The language and theme switches, supplied by the app that owns them. */
  preferenceSwitches?: ReactNode;
}

export function WelcomePage({ importBackupAction, preferenceSwitches }: WelcomePageProps) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const managed = useAppSelector(selectNoDirectClusters);
  return (
    <Center mih="80vh" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={640} w="100%">
        {preferenceSwitches && (
          <Group justify="flex-end" gap="xs">
            {preferenceSwitches}
          </Group>
        )}
        <Stack gap="md" align="center" ta="center">
          <Image src="favicon.svg" alt="" w={72} h={72} />
          <Title order={1}>{t('clusters.welcome.title', { product: t('app.name') })}</Title>
          <Text>{t('clusters.welcome.intro', { product: t('app.name') })}</Text>
          {managed ? (
            <Text data-testid="welcome-no-cluster">
              {t('clusters.welcome.noClusterConfigured')}
            </Text>
          ) : (
            <>
              <Text c="dimmed">{t('clusters.welcome.firstTime')}</Text>
              <Text>{t('clusters.welcome.addClusters')}</Text>
              <Group justify="center">
                <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
                  {t('clusters.welcome.addCluster')}
                </Button>
                {importBackupAction}
              </Group>
            </>
          )}
        </Stack>
      </Paper>
      {!managed && <AddClusterDialog opened={adding} onClose={() => setAdding(false)} />}
    </Center>
  );
}
