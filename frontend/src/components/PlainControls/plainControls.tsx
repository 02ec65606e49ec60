// Mantine's subtle ActionIcon and its small Checkbox as the very elements they render (classes,
// data attributes, variables), for what a table repeats on every row: the Mantine components
// mount five to thirteen components each, the plain elements one to three. The looks come from
// the theme, as the components' own come; a test renders both and compares their elements.
import {
  forwardRef,
  type ButtonHTMLAttributes,
  type ChangeEventHandler,
  type CSSProperties,
  type MouseEventHandler,
  type ReactNode,
} from 'react';
import {
  ActionIcon,
  Checkbox,
  CheckIcon,
  UnstyledButton,
  getThemeColor,
  useMantineTheme,
  type MantineTheme,
} from '@mantine/core';
import { Link, type LinkProps } from 'react-router-dom';

const ICON_ROOT = `mantine-focus-auto mantine-active ${ActionIcon.classes.root} mantine-ActionIcon-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;
const ICON_INNER = `${ActionIcon.classes.icon} mantine-ActionIcon-icon`;

/** ActionIcon's variables for a variant, a theme colour and a size, as the component sets them. */
export function actionIconVars(
  theme: MantineTheme,
  { color, variant, size }: { color: string; variant: string; size?: string },
): CSSProperties {
  const colors = theme.variantColorResolver({ color, theme, variant });
  return {
    '--ai-size': size ? `var(--ai-size-${size})` : undefined,
    '--ai-bg': colors.background,
    '--ai-hover': colors.hover,
    '--ai-hover-color': colors.hoverColor,
    '--ai-color': colors.color,
    '--ai-bd': colors.border,
  } as CSSProperties;
}

/** The sizes the plain icons take: ActionIcon's default, or `sm`. */
type IconSize = 'sm' | undefined;

interface IconLook {
  /** A theme colour's name; the theme's primary colour by default. */
  color?: string;
  size?: IconSize;
}

const subtleLooks = new WeakMap<MantineTheme, Map<string, CSSProperties>>();

/** A subtle ActionIcon's variables (computed once per theme, colour and size). */
function subtleLook(theme: MantineTheme, { color = theme.primaryColor, size }: IconLook) {
  const looks = subtleLooks.get(theme) ?? new Map<string, CSSProperties>();
  subtleLooks.set(theme, looks);
  const key = `${color}|${size ?? ''}`;
  let look = looks.get(key);
  if (!look) {
    look = actionIconVars(theme, { color, variant: 'subtle', size });
    looks.set(key, look);
  }
  return look;
}

/** A subtle ActionIcon that is a link of the app (`<ActionIcon component={Link} variant="subtle">`). */
export function SubtleIconLink({
  children,
  color,
  size,
  ...link
}: Omit<LinkProps, 'className' | 'style' | 'color'> & IconLook & { children: ReactNode }) {
  const theme = useMantineTheme();
  return (
    <Link
      style={subtleLook(theme, { color, size })}
      className={ICON_ROOT}
      data-variant="subtle"
      data-size={size}
      {...link}
    >
      <span className={ICON_INNER}>{children}</span>
    </Link>
  );
}

/**
 * A subtle ActionIcon button (`<ActionIcon variant="subtle">`); it takes a ref and the props a
 * menu's target adds.
 */
export const SubtleIconButton = forwardRef<
  HTMLButtonElement,
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'type' | 'color'> & IconLook
>(function SubtleIconButton({ children, color, size, ...button }, ref) {
  const theme = useMantineTheme();
  return (
    <button
      ref={ref}
      style={subtleLook(theme, { color, size })}
      className={ICON_ROOT}
      data-variant="subtle"
      data-size={size}
      type="button"
      {...button}
    >
      <span className={ICON_INNER}>{children}</span>
    </button>
  );
});

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
