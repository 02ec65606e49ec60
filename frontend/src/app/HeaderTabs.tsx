import { ActionIcon, Button, Group } from '@mantine/core';
import { useTranslation } from '../i18n/translate';
import { Link, useLocation } from 'react-router-dom';
import { LabelTooltip } from '../components/HoverTooltip/LabelTooltip';
import { pathForRoute, routeNameFromPath } from '../routing/paths';
import { activeTab, type ScreenRoute, type TabScreen } from './screens';

interface TabsProps {
  tabs: readonly TabScreen[];
  /** All screens: a screen that is not a tab highlights the tab it belongs to. */
  screens: readonly ScreenRoute[];
  clusterIndex: number;
}

/** The tab of the screen the address shows. */
function useCurrentTab(screens: readonly ScreenRoute[]) {
  return activeTab(screens, routeNameFromPath(useLocation().pathname));
}

/** The text tabs; their labels give way to icons on narrow screens. */
export function HeaderTabs({ tabs, screens, clusterIndex }: TabsProps) {
  const { t } = useTranslation();
  const current = useCurrentTab(screens);
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
export function HeaderIconTabs({ tabs, screens, clusterIndex }: TabsProps) {
  const { t } = useTranslation();
  const current = useCurrentTab(screens);
  return tabs.map(({ name, tab }) => (
    <LabelTooltip key={name} label={t(tab.labelKey)}>
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
    </LabelTooltip>
  ));
}
