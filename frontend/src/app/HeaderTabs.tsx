import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathForRoute, type RouteName } from '../routing/paths';
import type { TabScreen } from './screens';

interface TabsProps {
  tabs: readonly TabScreen[];
  clusterIndex: number;
  /** The highlighted tab. */
  current: RouteName | null;
}

/** The text tabs; their labels give way to icons on narrow screens. */
export function HeaderTabs({ tabs, clusterIndex, current }: TabsProps) {
  const { t } = useTranslation();
  return (
    <Group component="nav" gap={4} wrap="nowrap" aria-label={t('app.header.navigation')}>
      {tabs.map(({ name, tab }) => {
        const active = current === name;
        const label = t(tab.labelKey);
        return (
          <Button
            key={name}
            component={Link}
            to={pathForRoute(name, clusterIndex)}
            variant={active ? 'light' : 'subtle'}
            color={active ? undefined : 'gray'}
            size="compact-sm"
            leftSection={<tab.icon size={16} stroke={1.6} />}
            aria-current={active ? 'page' : undefined}
            aria-label={label}
          >
            <Group component="span" visibleFrom="lg">
              {label}
            </Group>
          </Button>
        );
      })}
    </Group>
  );
}

/** Tabs shown as an icon only, such as Settings. */
export function HeaderIconTabs({ tabs, clusterIndex, current }: TabsProps) {
  const { t } = useTranslation();
  return tabs.map(({ name, tab }) => (
    <Tooltip key={name} label={t(tab.labelKey)} withinPortal>
      <ActionIcon
        component={Link}
        to={pathForRoute(name, clusterIndex)}
        variant={current === name ? 'light' : 'default'}
        size="md"
        aria-label={t(tab.labelKey)}
        aria-current={current === name ? 'page' : undefined}
      >
        <tab.icon size={16} stroke={1.6} />
      </ActionIcon>
    </Tooltip>
  ));
}
