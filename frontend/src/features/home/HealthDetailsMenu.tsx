// The health card's "Details" menu: the yellow indices, and the red ones when
// the cluster is red, fetched each time the menu opens. A failure is only logged.
import { useEffect } from 'react';
import { Badge, Button, Group, Loader, Menu, ScrollArea, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { useUnhealthyIndicesQuery, type UnhealthyStatus } from './homeApi';

export function HealthDetailsMenu({ status }: { status: 'yellow' | 'red' }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-start" withinPortal shadow="md">
      <Menu.Target>
        <Button
          size="compact-xs"
          variant="light"
          color={status === 'red' ? 'red' : 'yellow'}
          rightSection={<IconChevronDown size={12} />}
        >
          {t('home.details.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown maw={420}>
        <IndexList health="yellow" />
        {status === 'red' && <IndexList health="red" />}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Mounted only while the menu is open, so opening it is what asks the cluster. */
function IndexList({ health }: { health: UnhealthyStatus }) {
  const { t } = useTranslation();
  const query = useUnhealthyIndicesQuery(health, { refetchOnMountOrArgChange: true });
  const title = t(health === 'yellow' ? 'home.details.yellowIndices' : 'home.details.redIndices');
  useEffect(() => {
    if (query.error) console.error(`Could not list ${health} indices`, query.error);
  }, [query.error, health]);
  const names = query.data ?? [];
  return (
    <section aria-label={title}>
      <Menu.Label>
        <Group gap={6} justify="space-between" wrap="nowrap">
          {title}
          {query.isFetching ? (
            <Loader size={12} />
          ) : (
            <Badge size="xs" variant="light" color={health}>
              {names.length}
            </Badge>
          )}
        </Group>
      </Menu.Label>
      <ScrollArea.Autosize mah={240} type="auto">
        {names.map((name) => (
          <Text key={name} size="sm" px="sm" py={2} style={{ wordBreak: 'break-all' }}>
            {name}
          </Text>
        ))}
        {!query.isFetching && names.length === 0 && (
          <Text size="sm" px="sm" py={2} c="dimmed">
            {t('home.details.none')}
          </Text>
        )}
      </ScrollArea.Autosize>
    </section>
  );
}
