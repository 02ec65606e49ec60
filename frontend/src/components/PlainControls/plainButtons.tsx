// Mantine's ActionIcon and Button as the very elements they render (classes, data attributes,
// variables), for the buttons a table repeats on every row and those of every screen's toolbar
// and footer: the Mantine components mount five to eight components each, the plain elements
// two. The looks come from the theme, as the components' own come; a test renders both and
// compares their elements.
import { forwardRef, type ButtonHTMLAttributes, type CSSProperties, type ReactNode } from 'react';
import {
  ActionIcon,
  Button,
  UnstyledButton,
  useMantineTheme,
  type MantineTheme,
} from '@mantine/core';
import { Link, type LinkProps } from 'react-router-dom';
import { sizeAttribute, sizeVar, themeLook, type NamedOrPixels } from './themeLooks';

const BUTTON_BASE = `${UnstyledButton.classes.root} mantine-UnstyledButton-root`;
const ICON_CLASS = `${ActionIcon.classes.root} mantine-ActionIcon-root ${BUTTON_BASE}`;
const ICON_ROOT = `mantine-focus-auto mantine-active ${ICON_CLASS}`;
/** A disabled button is not pressed in: Mantine leaves out its active class. */
const DISABLED_ICON_ROOT = `mantine-focus-auto ${ICON_CLASS}`;
const ICON_INNER = `${ActionIcon.classes.icon} mantine-ActionIcon-icon`;

/** ActionIcon's variables for a variant, a theme colour and a size, as the component sets them. */
export function actionIconVars(
  theme: MantineTheme,
  { color, variant, size }: { color: string; variant: string; size?: IconSize },
): CSSProperties {
  const colors = theme.variantColorResolver({ color, theme, variant });
  return {
    '--ai-size': sizeVar(size, 'ai-size'),
    '--ai-bg': colors.background,
    '--ai-hover': colors.hover,
    '--ai-hover-color': colors.hoverColor,
    '--ai-color': colors.color,
    '--ai-bd': colors.border,
  } as CSSProperties;
}

/** The sizes the plain icons take: ActionIcon's default, one of the scale, or pixels. */
type IconSize = NamedOrPixels<'xs' | 'sm' | 'md' | 'lg' | 'xl'>;

interface IconLook {
  /** A theme colour's name; the theme's primary colour by default. */
  color?: string;
  size?: IconSize;
  /** ActionIcon's variant: subtle unless told. */
  variant?: 'subtle' | 'default';
}

/** An ActionIcon's variables for a variant, a colour and a size. */
function iconLook(
  theme: MantineTheme,
  { color = theme.primaryColor, size, variant = 'subtle' }: IconLook,
) {
  return themeLook(theme, `icon|${variant}|${color}|${size ?? ''}`, () =>
    actionIconVars(theme, { color, variant, size }),
  );
}

/** An ActionIcon that is a link of the app (`<ActionIcon component={Link} variant="subtle">`). */
export function IconLink({
  children,
  color,
  size,
  variant = 'subtle',
  ...link
}: Omit<LinkProps, 'className' | 'style' | 'color'> & IconLook & { children: ReactNode }) {
  const theme = useMantineTheme();
  return (
    <Link
      style={iconLook(theme, { color, size, variant })}
      className={ICON_ROOT}
      data-variant={variant}
      data-size={sizeAttribute(size)}
      {...link}
    >
      <span className={ICON_INNER}>{children}</span>
    </Link>
  );
}

type PlainButtonAttributes = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'type' | 'color'
>;

/**
 * An ActionIcon button (`<ActionIcon variant="subtle">` unless told); it takes a ref and the
 * props a menu's target adds. A style given joins the variables, as the component's would.
 */
export const IconButton = forwardRef<HTMLButtonElement, PlainButtonAttributes & IconLook>(
  function IconButton({ children, color, size, variant = 'subtle', style, ...button }, ref) {
    const theme = useMantineTheme();
    const look = iconLook(theme, { color, size, variant });
    return (
      <button
        ref={ref}
        style={style ? { ...look, ...style } : look}
        className={button.disabled ? DISABLED_ICON_ROOT : ICON_ROOT}
        data-variant={variant}
        data-size={sizeAttribute(size)}
        data-disabled={button.disabled || undefined}
        type="button"
        {...button}
      >
        <span className={ICON_INNER}>{children}</span>
      </button>
    );
  },
);

const BUTTON_ROOT = `mantine-focus-auto mantine-active ${Button.classes.root} mantine-Button-root ${BUTTON_BASE}`;
const DISABLED_BUTTON_ROOT = `mantine-focus-auto ${Button.classes.root} mantine-Button-root ${BUTTON_BASE}`;
const BUTTON_INNER = `${Button.classes.inner} mantine-Button-inner`;
const BUTTON_LABEL = `${Button.classes.label} mantine-Button-label`;
const BUTTON_SECTION = `${Button.classes.section} mantine-Button-section`;

/** The sizes the plain buttons take. */
type ButtonSize = 'xs' | 'sm' | 'compact-sm' | 'compact-xs';

interface ButtonLook {
  size: ButtonSize;
  /** Button's variant: default (outlined) unless told. */
  variant?: 'default' | 'light' | 'subtle' | 'filled';
  /** A theme colour's name; the theme's primary colour by default. */
  color?: string;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
}

/** A Button's variables for a size, a variant and a colour. */
function buttonLook(
  theme: MantineTheme,
  size: ButtonSize,
  variant: NonNullable<ButtonLook['variant']>,
  color = theme.primaryColor,
) {
  return themeLook(theme, `button|${variant}|${color}|${size}`, () => {
    const colors = theme.variantColorResolver({ color, theme, variant });
    return {
      '--button-height': `var(--button-height-${size})`,
      '--button-padding-x': `var(--button-padding-x-${size})`,
      '--button-fz': `var(--mantine-font-size-${size.replace('compact-', '')})`,
      '--button-bg': colors.background,
      '--button-hover': colors.hover,
      '--button-color': colors.color,
      '--button-bd': colors.border,
      '--button-hover-color': colors.hoverColor,
    } as CSSProperties;
  });
}

/**
 * A Button that is not loading (`<Button size=… variant="default">`), with its sections; it takes
 * a ref and the props a menu's target adds. A style given joins the variables.
 */
export const PlainButton = forwardRef<HTMLButtonElement, PlainButtonAttributes & ButtonLook>(
  function PlainButton(
    { children, size, variant = 'default', color, leftSection, rightSection, style, ...button },
    ref,
  ) {
    const theme = useMantineTheme();
    const look = buttonLook(theme, size, variant, color);
    return (
      <button
        ref={ref}
        style={style ? { ...look, ...style } : look}
        className={button.disabled ? DISABLED_BUTTON_ROOT : BUTTON_ROOT}
        data-variant={variant}
        data-size={size}
        data-disabled={button.disabled || undefined}
        data-with-left-section={leftSection ? true : undefined}
        data-with-right-section={rightSection ? true : undefined}
        type="button"
        {...button}
      >
        <span className={BUTTON_INNER}>
          {leftSection && (
            <span className={BUTTON_SECTION} data-position="left">
              {leftSection}
            </span>
          )}
          <span className={BUTTON_LABEL}>{children}</span>
          {rightSection && (
            <span className={BUTTON_SECTION} data-position="right">
              {rightSection}
            </span>
          )}
        </span>
      </button>
    );
  },
);
