// Mantine's ActionIcon, Button, Group, Text, Title and small Checkbox as the very elements they
// render (classes, data attributes, variables), for what a table repeats on every row and what
// every screen's toolbar and footer hold: the Mantine components mount two to thirteen components
// each, the plain elements one to three. The looks come from the theme, as the components' own
// come; a test renders both and compares their elements.
import {
  forwardRef,
  type ButtonHTMLAttributes,
  type ChangeEventHandler,
  type CSSProperties,
  type HTMLAttributes,
  type MouseEventHandler,
  type ReactNode,
} from 'react';
import {
  ActionIcon,
  Anchor,
  Button,
  Checkbox,
  CheckIcon,
  Group,
  Stack,
  Text,
  Title,
  UnstyledButton,
  getSpacing,
  getThemeColor,
  rem,
  useMantineTheme,
  type MantineSpacing,
  type MantineTheme,
} from '@mantine/core';
import { Link, type LinkProps } from 'react-router-dom';

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

/** A size of the theme's scale (a data attribute and its variable) or in pixels (rem). */
type NamedOrPixels<Name extends string> = Name | number | undefined;

/** A component's size variable, as Mantine's getSize writes it. */
const sizeVar = (size: NamedOrPixels<string>, variable: string) =>
  size === undefined
    ? undefined
    : typeof size === 'number'
      ? rem(size)
      : `var(--${variable}-${size})`;

/** The data-size attribute: a named size only. */
const sizeAttribute = (size: NamedOrPixels<string>) =>
  typeof size === 'string' ? size : undefined;

/** The sizes the plain icons take: ActionIcon's default, one of the scale, or pixels. */
type IconSize = NamedOrPixels<'xs' | 'sm' | 'md' | 'lg' | 'xl'>;

interface IconLook {
  /** A theme colour's name; the theme's primary colour by default. */
  color?: string;
  size?: IconSize;
  /** ActionIcon's variant: subtle unless told. */
  variant?: 'subtle' | 'default';
}

const iconLooks = new WeakMap<MantineTheme, Map<string, CSSProperties>>();

/** An ActionIcon's variables (computed once per theme, variant, colour and size). */
function iconLook(
  theme: MantineTheme,
  { color = theme.primaryColor, size, variant = 'subtle' }: IconLook,
) {
  const looks = iconLooks.get(theme) ?? new Map<string, CSSProperties>();
  iconLooks.set(theme, looks);
  const key = `${variant}|${color}|${size ?? ''}`;
  let look = looks.get(key);
  if (!look) {
    look = actionIconVars(theme, { color, variant, size });
    looks.set(key, look);
  }
  return look;
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

const buttonLooks = new WeakMap<MantineTheme, Map<string, CSSProperties>>();

/** A Button's variables (computed once per theme, variant, colour and size). */
function buttonLook(
  theme: MantineTheme,
  size: ButtonSize,
  variant: NonNullable<ButtonLook['variant']>,
  color = theme.primaryColor,
) {
  const looks = buttonLooks.get(theme) ?? new Map<string, CSSProperties>();
  buttonLooks.set(theme, looks);
  const key = `${variant}|${color}|${size}`;
  let look = looks.get(key);
  if (!look) {
    const colors = theme.variantColorResolver({ color, theme, variant });
    look = {
      '--button-height': `var(--button-height-${size})`,
      '--button-padding-x': `var(--button-padding-x-${size})`,
      '--button-fz': `var(--mantine-font-size-${size.replace('compact-', '')})`,
      '--button-bg': colors.background,
      '--button-hover': colors.hover,
      '--button-color': colors.color,
      '--button-bd': colors.border,
      '--button-hover-color': colors.hoverColor,
    } as CSSProperties;
    looks.set(key, look);
  }
  return look;
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

const GROUP_CLASS = `${Group.classes.root} mantine-Group-root`;

type DivAttributes = Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'style'>;

interface GroupLook {
  gap?: MantineSpacing;
  justify?: CSSProperties['justifyContent'];
  align?: CSSProperties['alignItems'];
  wrap?: 'wrap' | 'nowrap';
}

/** A Group (`<Group gap=… justify=… wrap=…>`), without grow. */
export function PlainGroup({
  gap = 'md',
  justify = 'flex-start',
  align = 'center',
  wrap = 'wrap',
  ...div
}: DivAttributes & GroupLook) {
  const style = {
    '--group-gap': getSpacing(gap),
    '--group-align': align,
    '--group-justify': justify,
    '--group-wrap': wrap,
  } as CSSProperties;
  return <div style={style} className={GROUP_CLASS} {...div} />;
}

const STACK_CLASS = `${Stack.classes.root} mantine-Stack-root`;

/** A Stack (`<Stack gap=…>`), its children stretched from the top. */
export function PlainStack({ gap = 'md', ...div }: DivAttributes & { gap?: MantineSpacing }) {
  const style = {
    '--stack-gap': getSpacing(gap),
    '--stack-align': 'stretch',
    '--stack-justify': 'flex-start',
  } as CSSProperties;
  return <div style={style} className={STACK_CLASS} {...div} />;
}

const TEXT_CLASS = `mantine-focus-auto ${Text.classes.root} mantine-Text-root`;
const SMALL_TEXT = {
  '--text-fz': 'var(--mantine-font-size-sm)',
  '--text-lh': 'var(--mantine-line-height-sm)',
} as CSSProperties;

/** A small Text paragraph (`<Text size="sm">`). */
export function SmallText(
  props: Omit<HTMLAttributes<HTMLParagraphElement>, 'className' | 'style'>,
) {
  return <p style={SMALL_TEXT} className={TEXT_CLASS} data-size="sm" {...props} />;
}

const ANCHOR_CLASS = `mantine-focus-auto ${Anchor.classes.root} ${Text.classes.root} mantine-Text-root mantine-Anchor-root`;

/** A small link of the app (`<Anchor component={Link} size="sm">`). */
export function SmallLink(props: Omit<LinkProps, 'className' | 'style'>) {
  return (
    <Link
      style={SMALL_TEXT}
      className={ANCHOR_CLASS}
      data-size="sm"
      data-underline="hover"
      {...props}
    />
  );
}

const TITLE_CLASS = `${Title.classes.root} mantine-Title-root`;
const SCREEN_TITLE = {
  '--title-fw': 'var(--mantine-h2-font-weight)',
  '--title-lh': 'var(--mantine-h2-line-height)',
  '--title-fz': 'var(--mantine-h2-font-size)',
} as CSSProperties;

/** A screen's heading (`<Title order={2}>`); a style given joins the variables. */
export function ScreenTitle({
  style,
  ...heading
}: Omit<HTMLAttributes<HTMLHeadingElement>, 'className'>) {
  return (
    <h2
      style={style ? { ...SCREEN_TITLE, ...style } : SCREEN_TITLE}
      className={TITLE_CLASS}
      data-order="2"
      {...heading}
    />
  );
}

// Checkbox.classes holds InlineInput's root class (the two modules' classes are merged); the
// Checkbox's own root class, which holds its sizes, is not exported.
const CHECKBOX_OWN_ROOT = 'm_bf2d988c';
const CHECKBOX_ROOT = `${CHECKBOX_OWN_ROOT} mantine-Checkbox-root ${Checkbox.classes.root} mantine-Checkbox-root`;
const classOf = (part: 'body' | 'inner' | 'icon' | 'labelWrapper') =>
  `${Checkbox.classes[part]} mantine-Checkbox-${part}`;
const CHECKBOX_INPUT = `mantine-focus-auto ${Checkbox.classes.input} mantine-Checkbox-input`;

const checkboxLooks = new WeakMap<MantineTheme, CSSProperties>();

/** An xs filled Checkbox's variables in the theme's primary colour. */
function checkboxLook(theme: MantineTheme): CSSProperties {
  let look = checkboxLooks.get(theme);
  if (!look) {
    look = {
      '--checkbox-size': 'var(--checkbox-size-xs)',
      '--checkbox-color': getThemeColor(theme.primaryColor, theme),
      '--label-fz': 'var(--mantine-font-size-xs)',
      '--label-lh': 'var(--label-lh-xs)',
    } as CSSProperties;
    checkboxLooks.set(theme, look);
  }
  return look;
}

interface SmallCheckboxProps {
  checked: boolean;
  'aria-label'?: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onClick?: MouseEventHandler<HTMLInputElement>;
  onDoubleClick?: MouseEventHandler<HTMLInputElement>;
}

/** An xs Checkbox without a label (`<Checkbox size="xs" aria-label=…>`). */
export function SmallCheckbox({ 'aria-label': label, ...input }: SmallCheckboxProps) {
  const theme = useMantineTheme();
  return (
    <div
      style={checkboxLook(theme)}
      className={CHECKBOX_ROOT}
      data-variant="filled"
      data-size="xs"
      data-label-position="right"
      data-checked={input.checked || undefined}
    >
      <div className={classOf('body')}>
        <div className={classOf('inner')} data-label-position="right">
          <input className={CHECKBOX_INPUT} aria-label={label} type="checkbox" {...input} />
          <CheckIcon aria-hidden className={classOf('icon')} />
        </div>
        <div className={classOf('labelWrapper')} />
      </div>
    </div>
  );
}
