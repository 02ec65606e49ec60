// Mantine's small Checkbox as the very elements it renders (classes, data attributes,
// variables), for the selection a table repeats on every row: the Mantine component mounts
// thirteen components, the plain elements three. A test renders both and compares them.
import type { ChangeEventHandler, CSSProperties, MouseEventHandler } from 'react';
import {
  Checkbox,
  CheckIcon,
  getThemeColor,
  useMantineTheme,
  type MantineTheme,
} from '@mantine/core';
import { themeLook } from './themeLooks';

// Checkbox.classes holds InlineInput's root class (the two modules' classes are merged); the
// Checkbox's own root class, which holds its sizes, is not exported.
const CHECKBOX_OWN_ROOT = 'm_bf2d988c';
const CHECKBOX_ROOT = `${CHECKBOX_OWN_ROOT} mantine-Checkbox-root ${Checkbox.classes.root} mantine-Checkbox-root`;
const classOf = (part: 'body' | 'inner' | 'icon' | 'labelWrapper') =>
  `${Checkbox.classes[part]} mantine-Checkbox-${part}`;
const CHECKBOX_INPUT = `mantine-focus-auto ${Checkbox.classes.input} mantine-Checkbox-input`;

/** An xs filled Checkbox's variables in the theme's primary colour. */
function checkboxLook(theme: MantineTheme): CSSProperties {
  return themeLook(
    theme,
    'checkbox',
    () =>
      ({
        '--checkbox-size': 'var(--checkbox-size-xs)',
        '--checkbox-color': getThemeColor(theme.primaryColor, theme),
        '--label-fz': 'var(--mantine-font-size-xs)',
        '--label-lh': 'var(--label-lh-xs)',
      }) as CSSProperties,
  );
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
