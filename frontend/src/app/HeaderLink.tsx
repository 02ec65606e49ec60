// The header's links as plain anchors that the router follows. React Router's Link reads the
// address, so each link of the header rendered again at every change of screen, and a Mantine
// Button around it mounted three components more; the tabs are drawn here with Mantine's own
// classes and variables (the same elements, classes and styles as a Button), and only the two
// tabs whose state changes render again when the screen changes.
import {
  useMemo,
  type CSSProperties,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  ActionIcon,
  Button,
  UnstyledButton,
  useMantineTheme,
  type MantineTheme,
  type VariantColorsResolver,
} from '@mantine/core';
import { useHref, useNavigate } from 'react-router-dom';
import { actionIconVars } from '../components/PlainControls/plainButtons';

/** Follows a link in the app: what a plain left click on React Router's Link does. */
export type FollowLink = (event: MouseEvent<HTMLAnchorElement>, to: string) => void;

/**
 * The address of a path of the app ('/cluster/0/nodes', below the router basename) and the
 * click handler that follows it without loading the page. Read once by the header, for all its
 * links: neither changes with the screen.
 */
export function useHeaderLinks(): { hrefOf: (to: string) => string; follow: FollowLink } {
  const base = useHref('/').replace(/\/$/, '');
  const navigate = useNavigate();
  return useMemo(
    () => ({
      hrefOf: (to: string) => `${base}${to}`,
      follow: (event: MouseEvent<HTMLAnchorElement>, to: string) => {
        const plain =
          event.button === 0 &&
          !event.metaKey &&
          !event.altKey &&
          !event.ctrlKey &&
          !event.shiftKey;
        if (!plain || event.defaultPrevented) return;
        event.preventDefault();
        void navigate(to);
      },
    }),
    [base, navigate],
  );
}

/** Button's variables for a compact-sm tab in one of the two looks the header uses. */
function tabVars(resolve: VariantColorsResolver, theme: MantineTheme, active: boolean) {
  const colors = resolve({
    color: active ? theme.primaryColor : 'gray',
    theme,
    variant: active ? 'light' : 'subtle',
  });
  return {
    '--button-height': 'var(--button-height-compact-sm)',
    '--button-padding-x': 'var(--button-padding-x-compact-sm)',
    '--button-fz': 'var(--mantine-font-size-sm)',
    '--button-bg': colors.background,
    '--button-hover': colors.hover,
    '--button-color': colors.color,
    '--button-bd': colors.border,
    // At their full width, so that the labels that do not fit overflow the header (and are
    // measured so) rather than being cut.
    flexShrink: 0,
  } as CSSProperties;
}

/** ActionIcon's variables for an md icon tab: light when current, default otherwise. */
function iconTabVars(theme: MantineTheme, active: boolean) {
  return actionIconVars(theme, {
    color: theme.primaryColor,
    variant: active ? 'light' : 'default',
    size: 'md',
  });
}

export interface TabLooks {
  active: CSSProperties;
  other: CSSProperties;
  activeIcon: CSSProperties;
  otherIcon: CSSProperties;
}

/** The looks of the tabs and of the icon tabs (current, other), computed once per theme. */
export function useTabLooks(): TabLooks {
  const theme = useMantineTheme();
  return useMemo(
    () => ({
      active: tabVars(theme.variantColorResolver, theme, true),
      other: tabVars(theme.variantColorResolver, theme, false),
      activeIcon: iconTabVars(theme, true),
      otherIcon: iconTabVars(theme, false),
    }),
    [theme],
  );
}

const ROOT = `mantine-focus-auto mantine-active ${Button.classes.root} mantine-Button-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;
const ICON_ROOT = `mantine-focus-auto mantine-active ${ActionIcon.classes.root} mantine-ActionIcon-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;

interface TabLinkProps {
  href: string;
  to: string;
  follow: FollowLink;
  label: string;
  /** Shown beside the label, or alone (the label then only names the link). */
  icon: ReactNode;
  showLabel: boolean;
  active: boolean;
  look: CSSProperties;
  /** Added by a tooltip around the tab. */
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
}

/** A screen's tab: a compact-sm Button (light when current, subtle gray otherwise) as a link. */
export function TabLink({
  href,
  to,
  follow,
  label,
  icon,
  showLabel,
  active,
  look,
  ...handlers
}: TabLinkProps) {
  return (
    <a
      {...handlers}
      className={ROOT}
      data-variant={active ? 'light' : 'subtle'}
      data-size="compact-sm"
      data-with-left-section="true"
      aria-current={active ? 'page' : undefined}
      aria-label={label}
      href={href}
      onClick={(event) => follow(event, to)}
      style={look}
    >
      <span className={`${Button.classes.inner} mantine-Button-inner`}>
        <span className={`${Button.classes.section} mantine-Button-section`} data-position="left">
          {icon}
        </span>
        <span className={`${Button.classes.label} mantine-Button-label`}>
          {showLabel ? label : null}
        </span>
      </span>
    </a>
  );
}

/** A screen's icon tab (Settings): an md ActionIcon (light when current, default otherwise). */
export function IconTabLink({
  href,
  to,
  follow,
  label,
  icon,
  active,
  look,
  ...handlers
}: Omit<TabLinkProps, 'showLabel'>) {
  return (
    <a
      {...handlers}
      className={ICON_ROOT}
      data-variant={active ? 'light' : 'default'}
      data-size="md"
      aria-current={active ? 'page' : undefined}
      aria-label={label}
      href={href}
      onClick={(event) => follow(event, to)}
      style={look}
    >
      <span className={`${ActionIcon.classes.icon} mantine-ActionIcon-icon`}>{icon}</span>
    </a>
  );
}
