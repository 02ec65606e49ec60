// What the plain look-alikes of Mantine's controls share: their CSS variables, computed once per
// theme and look, and sizes written as Mantine's getSize writes them.
import { rem, type MantineTheme } from '@mantine/core';
import type { CSSProperties } from 'react';

const looks = new WeakMap<MantineTheme, Map<string, CSSProperties>>();

/** The variables `make` gives for `theme` and the look named `key`, made once and kept. */
export function themeLook(
  theme: MantineTheme,
  key: string,
  make: () => CSSProperties,
): CSSProperties {
  let ofTheme = looks.get(theme);
  if (!ofTheme) {
    ofTheme = new Map();
    looks.set(theme, ofTheme);
  }
  let look = ofTheme.get(key);
  if (!look) {
    look = make();
    ofTheme.set(key, look);
  }
  return look;
}

/** A size of the theme's scale (a data attribute and its variable) or in pixels (rem). */
export type NamedOrPixels<Name extends string> = Name | number | undefined;

/** A component's size variable, as Mantine's getSize writes it. */
export const sizeVar = (size: NamedOrPixels<string>, variable: string) =>
  size === undefined
    ? undefined
    : typeof size === 'number'
      ? rem(size)
      : `var(--${variable}-${size})`;

/** The data-size attribute: a named size only. */
export const sizeAttribute = (size: NamedOrPixels<string>) =>
  typeof size === 'string' ? size : undefined;
