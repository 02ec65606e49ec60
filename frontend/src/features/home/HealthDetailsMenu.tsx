// The health card's "Details" popover: the yellow indices, and the red ones when
// the cluster is red, fetched each time it opens. A failure is only logged. A popover (a dialog)
// rather than a menu: it lists names, which are not actions.
import { useEffect } from 'react';
import { Badge, Button, Group, Loader, Popover, ScrollArea, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { useUnhealthyIndicesQuery, type UnhealthyStatus } from './homeApi';

export function HealthDetailsMenu({ status }: { status: 'yellow' | 'red' }) {
  const { t } = useTranslation();
  return (
    // The focus goes into the popover and back to the button when it closes, so Escape closes it
    // wherever the pointer opened it.
    <Popover position="bottom-start" withinPortal shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <Button
          size="compact-xs"
          variant="light"
          color={status === 'red' ? 'red' : 'yellow'}
          rightSection={<IconChevronDown size={12} />}
        >
          {t('home.details.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw={420} p={4} aria-label={t('home.details.button')}>
        <IndexList health="yellow" />
        {status === 'red' && <IndexList health="red" />}
      </Popover.Dropdown>
    </Popover>
  );
}

/** Mounted only while the popover is open, so opening it is what asks the cluster. */
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
      <Group gap={6} justify="space-between" wrap="nowrap" px="sm" py={4}>
        <Text size="xs" fw={500} c="dimmed">
          {title}
        </Text>
        {query.isFetching ? (
          <Loader size={12} />
        ) : (
          <Badge size="xs" variant="light" color={health}>
            {names.length}
          </Badge>
        )}
      </Group>
      {/* Focusable, so that a long list scrolls from the keyboard too. */}
      <ScrollArea.Autosize mah={240} type="auto" viewportProps={{ tabIndex: 0 }}>
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
