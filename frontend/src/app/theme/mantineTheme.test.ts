import {
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  luminance,
  mergeMantineTheme,
} from '@mantine/core';
import {
  cachedVariantColorsResolver,
  createMantineTheme,
  cssVariablesResolver,
} from './mantineTheme';

const theme = mergeMantineTheme(DEFAULT_THEME, createMantineTheme('Close'));

describe('variant colours', () => {
  it('are the ones Mantine works out, worked out once per colour, variant and theme', () => {
    const resolve = vi.fn(defaultVariantColorsResolver);
    const cached = cachedVariantColorsResolver(resolve);
    const inputs = [
      { theme, color: 'red', variant: 'light' },
      { theme, color: 'red', variant: 'filled' },
      { theme, color: 'gray', variant: 'subtle' },
      {
        theme,
        color: 'blue',
        variant: 'gradient',
        gradient: { from: 'blue', to: 'cyan', deg: 90 },
      },
      {
        theme,
        color: 'blue',
        variant: 'gradient',
        gradient: { from: 'blue', to: 'teal', deg: 90 },
      },
      { theme, color: 'yellow', variant: 'filled', autoContrast: true },
    ];
    for (const input of inputs) expect(cached(input)).toEqual(defaultVariantColorsResolver(input));
    for (const input of inputs) cached({ ...input });
    expect(resolve).toHaveBeenCalledTimes(inputs.length);
    // Another theme (the other scheme's, say) is worked out for itself.
    const other = mergeMantineTheme(DEFAULT_THEME, { primaryShade: 6 });
    expect(cached({ ...inputs[2], theme: other })).toEqual(
      defaultVariantColorsResolver({ ...inputs[2], theme: other }),
    );
    expect(resolve).toHaveBeenCalledTimes(inputs.length + 1);
  });

  it('are kept in the app theme', () => {
    expect(theme.variantColorResolver).not.toBe(defaultVariantColorsResolver);
  });
});

describe('light variant text', () => {
  const contrast = (a: string, b: string) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  };

  // Each tint over white, and over a striped or hovered table row.
  it.each([
    ['green', '#eaf5ec'],
    ['green', '#e3f1e6'],
    ['teal', '#e6f4f0'],
    ['teal', '#e0efeb'],
  ])('keeps %s readable at 4.5:1 on %s', (color, tint) => {
    const text = cssVariablesResolver(theme).light[`--mantine-color-${color}-light-color`];
    expect(contrast(text, tint)).toBeGreaterThanOrEqual(4.5);
  });
});
