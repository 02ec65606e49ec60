import { createTheme, DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { CLUSTER_COLORS, clusterColorName, filledClusterColors } from './clusterColor';

const theme = mergeMantineTheme(DEFAULT_THEME, createTheme({}));

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('cluster colours', () => {
  it('reads an unknown or empty colour as the neutral grey', () => {
    expect(clusterColorName('')).toBe('gray');
    expect(clusterColorName('url(x)')).toBe('gray');
    expect(clusterColorName('teal')).toBe('teal');
  });

  it.each(CLUSTER_COLORS)('keeps text on %s at 4.5:1 or more', (color) => {
    const { background, text } = filledClusterColors(theme, color);
    expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
  });
});
