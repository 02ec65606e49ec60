import { lazy, memo, Suspense, type CSSProperties } from 'react';
import { Anchor, Box, Group, Image, Text } from '@mantine/core';
import { useTranslation } from '../i18n/translate';
import { Link } from 'react-router-dom';
import type { Cluster } from '../api/types';
import { ClusterDropdown } from '../features/clusters/list/ClusterDropdown';
import { UpdateNotice } from '../features/settings/update/UpdateNotice';
import { ConnectionStatusLine } from './ConnectionStatusLine';
import { useRememberFrame } from './frame/useFrame';
import classes from './Header.module.css';
import { HeaderIconTabs, HeaderTabs } from './HeaderTabs';
import { LanguageSwitcher } from './language/LanguageSwitcher';
import { paths } from '../routing/paths';
import { visibleTabs, type ScreenRoute } from './screens';
import { ThemeSwitcher } from './theme/ThemeSwitcher';

// Who the user is loads with the cluster menu's first opening, not with the page.
const WhoAmI = lazy(() =>
  import('../features/security/WhoAmI').then((m) => ({ default: m.WhoAmI })),
);

const IDENTITY = (
  <Suspense fallback={null}>
    <WhoAmI />
  </Suspense>
);

interface HeaderProps {
  cluster: Cluster;
  clusterIndex: number;
  screens: readonly ScreenRoute[];
}

/**
 * The product's name, a link to the dashboard: plain elements with the classes and styles of the
 * Anchor, Group, Image and Text it was (its link renders again at every change of screen).
 */
function Brand({ clusterIndex }: { clusterIndex: number }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.home(clusterIndex)}
      className={`mantine-focus-auto ${Anchor.classes.root} ${Text.classes.root} mantine-Text-root mantine-Anchor-root`}
      data-underline="never"
      style={{ color: 'inherit' }}
    >
      <div className={`${Group.classes.root} mantine-Group-root`} style={BRAND_ROW}>
        <img
          className={`${Image.classes.root} mantine-Image-root`}
          alt=""
          src="favicon.svg"
          style={BRAND_MARK}
        />
        <p
          className={`mantine-focus-auto ${Text.classes.root} mantine-Text-root mantine-visible-from-sm`}
          style={{ fontWeight: 700 }}
        >
          {t('app.name')}
        </p>
      </div>
    </Link>
  );
}

const BRAND_ROW = {
  '--group-gap': 'calc(0.5rem * var(--mantine-scale))',
  '--group-align': 'center',
  '--group-justify': 'flex-start',
  '--group-wrap': 'nowrap',
} as CSSProperties;

const BRAND_MARK: CSSProperties = {
  width: 'calc(1.625rem * var(--mantine-scale))',
  height: 'calc(1.625rem * var(--mantine-scale))',
};

/**
 * The header of every cluster screen. Cluster text is always plain text. Switching screens
 * renders only its tabs again (they follow the address), a health check only its status line
 * (LastTriedContext); the rest changes with its props.
 */
export const Header = memo(function Header({ cluster, clusterIndex, screens }: HeaderProps) {
  const tabs = visibleTabs(screens, cluster.flavor === 'serverless');
  const textTabs = tabs.filter((s) => !s.tab.iconOnly);
  useRememberFrame(clusterIndex, cluster, textTabs);
  return (
    <Box
      component="header"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm" px="md" py={8}>
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Brand clusterIndex={clusterIndex} />
          <ClusterDropdown identity={IDENTITY} />
          {/* A plain scroller: Mantine's ScrollArea measures its hidden bars on every render. */}
          <div className={classes.tabsScroller}>
            <HeaderTabs tabs={textTabs} screens={screens} clusterIndex={clusterIndex} />
          </div>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <UpdateNotice />
          <HeaderIconTabs
            tabs={tabs.filter((s) => s.tab.iconOnly)}
            screens={screens}
            clusterIndex={clusterIndex}
          />
          <LanguageSwitcher />
          <ThemeSwitcher />
        </Group>
      </Group>
      <ConnectionStatusLine cluster={cluster} />
    </Box>
  );
});
