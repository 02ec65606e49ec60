import {
  createTheme,
  defaultVariantColorsResolver,
  type CSSVariablesResolver,
  type MantineTheme,
  type MantineThemeOverride,
  type VariantColorResolverResult,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * Text colours that keep a 4.5:1 contrast (WCAG AA) on the page, the grey surfaces of tables and
 * the light tints of selected items, in both themes. Mantine's defaults (gray 6 light, dark 2
 * dark, blue 6 links) fall just short of it.
 */
export const READABLE_COLORS = {
  light: { dimmed: '#5c636a', placeholder: '#6b7178', anchor: 'var(--mantine-color-blue-8)' },
  dark: { dimmed: '#a6a6a6', placeholder: '#999999', anchor: 'var(--mantine-color-blue-4)' },
} as const;

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': READABLE_COLORS.light.dimmed,
    '--mantine-color-placeholder': READABLE_COLORS.light.placeholder,
    '--mantine-color-anchor': READABLE_COLORS.light.anchor,
    // Text of 'light' buttons and the active header tab, on their own tint and its hover.
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
    '--mantine-color-red-light-color': '#b02525',
    // Yellow and orange tints carry warnings (health details, alerts): their text gets darker.
    '--mantine-color-yellow-light-color': '#7a5200',
    '--mantine-color-orange-light-color': '#a03a00',
    // Green and teal tints say yes (an access answer, an active API key): their shade 8 on
    // the tint is 3.1:1 and 3.5:1 only.
    '--mantine-color-green-light-color': '#237032',
    '--mantine-color-teal-light-color': '#06704f',
  },
  dark: {
    '--mantine-color-dimmed': READABLE_COLORS.dark.dimmed,
    '--mantine-color-placeholder': READABLE_COLORS.dark.placeholder,
    '--mantine-color-anchor': READABLE_COLORS.dark.anchor,
  },
});

/**
 * Mantine's variant colours, kept once worked out. Mantine asks them again in every render of
 * every button, badge and icon, and the answer depends only on the asked colour, variant and
 * gradient and on the theme (about a tenth of the first screen's render went into them).
 */
export function cachedVariantColorsResolver(
  resolve: VariantColorsResolver = defaultVariantColorsResolver,
): VariantColorsResolver {
  const byTheme = new WeakMap<MantineTheme, Map<string, VariantColorResolverResult>>();
  return (input) => {
    const { theme, color, variant, gradient, autoContrast } = input;
    let cache = byTheme.get(theme);
    if (!cache) {
      cache = new Map();
      byTheme.set(theme, cache);
    }
    const key = [variant, color, autoContrast, gradient?.from, gradient?.to, gradient?.deg].join(
      '|',
    );
    let colors = cache.get(key);
    if (!colors) {
      colors = resolve(input);
      cache.set(key, colors);
    }
    return colors;
  };
}

/** The app's theme; every dialog's ✕ button is named `closeLabel` for screen readers. */
export function createMantineTheme(closeLabel: string): MantineThemeOverride {
  return createTheme({
    primaryColor: 'blue',
    // Shade 8: white text on filled buttons and blue text on white both reach 4.5:1.
    primaryShade: { light: 8, dark: 8 },
    defaultRadius: 'sm',
    cursorType: 'pointer',
    variantColorResolver: cachedVariantColorsResolver(),
    components: {
      // A closed select's options are not rendered: kept mounted (Mantine's default) they are
      // built, and their hidden dropdown positioned, on every screen that shows a select.
      // Plain objects, not Combobox.extend or Modal.extend: importing the components would put
      // them in the entry chunk.
      Combobox: { defaultProps: { keepMounted: false } },
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      // Mantine puts a focusable placeholder in an open menu, a child that is no menu item: axe
      // reports the menu as missing its required children. The menu focuses its first item.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
      // A long list of options scrolls in the list itself (no scroll area wrapped in it, which no
      // list may hold), and the list takes the keyboard's focus, so that it can be scrolled
      // without a mouse (axe: scrollable-region-focusable, aria-required-children).
      ...Object.fromEntries(
        ['Select', 'MultiSelect', 'TagsInput', 'Autocomplete'].map((name) => [
          name,
          {
            defaultProps: { withScrollArea: false, attributes: { options: { tabIndex: 0 } } },
            styles: {
              options: { maxHeight: 'calc(13.75rem * var(--mantine-scale))', overflowY: 'auto' },
            },
          },
        ]),
      ),
    },
  });
}
