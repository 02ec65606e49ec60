import { memo, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { flushSync } from 'react-dom';
import { Group } from '@mantine/core';
import { useTranslation } from '../i18n/translate';
import { useLocation } from 'react-router-dom';
import { LabelTooltip } from '../components/HoverTooltip/LabelTooltip';
import { pathForRoute, routeNameFromPath } from '../routing/paths';
import { IconTabLink, TabLink, useHeaderLinks, useTabLooks, type FollowLink } from './HeaderLink';
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

/**
 * Whether the tabs' labels must give way to icons: when the labelled tabs are wider than the
 * room their frame (the header's scroller) has. Their labelled width is measured while they
 * show, and measured again when the labels change (another language).
 */
function useCompactTabs(labels: string) {
  const nav = useRef<HTMLDivElement>(null);
  const [compact, setCompact] = useState(false);
  const labelledWidth = useRef(0);
  const measuredLabels = useRef('');
  useLayoutEffect(() => {
    const element = nav.current;
    const frame = element?.parentElement;
    if (!element || !frame) return undefined;
    const fit = () => {
      if (measuredLabels.current !== labels) {
        // New labels: shown once to be measured.
        if (compact) return setCompact(false);
        measuredLabels.current = labels;
      }
      if (!compact) labelledWidth.current = element.scrollWidth;
      setCompact(labelledWidth.current > frame.clientWidth);
    };
    // Measured first by the observer, once the page is laid out, and applied before it paints
    // (flushSync: no frame shows the labels that do not fit). Measured here, in the commit, it
    // made the browser lay the whole new page out on the spot, and again after the effects that
    // follow: about 20 ms more before the first screen.
    const observer = new ResizeObserver(() => flushSync(fit));
    observer.observe(frame);
    return () => observer.disconnect();
  }, [labels, compact]);
  return { nav, compact };
}

/**
 * The props of each tab's link: its address, whether it is current and its look (`icon`: the
 * look of a tab shown as an icon only).
 */
function useTabLinks({ tabs, screens, clusterIndex }: TabsProps, kind: 'text' | 'icon') {
  const { t } = useTranslation();
  const current = useCurrentTab(screens);
  const { hrefOf, follow } = useHeaderLinks();
  const looks = useTabLooks();
  return tabs.map(({ name, tab }) => {
    const to = pathForRoute(name, clusterIndex);
    const active = current === name;
    const look =
      kind === 'text'
        ? active
          ? looks.active
          : looks.other
        : active
          ? looks.activeIcon
          : looks.otherIcon;
    return {
      key: name,
      href: hrefOf(to),
      to,
      follow,
      label: t(tab.labelKey),
      Icon: tab.icon,
      active,
      look,
    };
  });
}

/** The text tabs; their labels give way to icons (named in a tooltip) when they do not fit. */
export function HeaderTabs(props: TabsProps) {
  const { t } = useTranslation();
  const links = useTabLinks(props, 'text');
  const { nav, compact } = useCompactTabs(links.map(({ label }) => label).join('|'));
  return (
    <Group ref={nav} component="nav" gap={4} wrap="nowrap" aria-label={t('app.header.navigation')}>
      {links.map(({ key, ...link }) => (
        <HeaderTab key={key} {...link} compact={compact} />
      ))}
    </Group>
  );
}

interface HeaderTabProps {
  href: string;
  to: string;
  follow: FollowLink;
  label: string;
  Icon: TabScreen['tab']['icon'];
  compact: boolean;
  active: boolean;
  look: CSSProperties;
}

/** One tab; a change of screen renders only the tab that was current and the one that is now. */
const HeaderTab = memo(function HeaderTab({ Icon, compact, ...link }: HeaderTabProps) {
  const icon = <Icon size={16} stroke={1.6} />;
  return compact ? (
    <LabelTooltip label={link.label}>
      <TabLink {...link} icon={icon} showLabel={false} />
    </LabelTooltip>
  ) : (
    <TabLink {...link} icon={icon} showLabel />
  );
});

/** Tabs shown as an icon only, such as Settings. */
export function HeaderIconTabs(props: TabsProps) {
  return useTabLinks(props, 'icon').map(({ key, ...link }) => (
    <HeaderIconTab key={key} {...link} />
  ));
}

const HeaderIconTab = memo(function HeaderIconTab({
  Icon,
  ...link
}: Omit<HeaderTabProps, 'compact'>) {
  return (
    <LabelTooltip label={link.label}>
      <IconTabLink {...link} icon={<Icon size={16} stroke={1.6} />} />
    </LabelTooltip>
  );
});
