// A cluster's colour: the Mantine colour its banner and its entry in the cluster menus wear.
// Any other value (a hand-edited backup, a colour this list does not hold) reads as the neutral
// grey. Text on the colour is black or white, whichever reads better on it: Mantine's
// luminance threshold leaves at least 4.5:1 either way.
import { isLightColor, type MantineTheme } from '@mantine/core';

/** The colours a cluster may be given, '' being the neutral default. */
export const CLUSTER_COLORS = [
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'indigo',
  'grape',
  'pink',
  'gray',
] as const;

export type ClusterColor = (typeof CLUSTER_COLORS)[number];

const NEUTRAL: ClusterColor = 'gray';

/** The Mantine colour to use for a cluster's `color` field. */
export function clusterColorName(color: string): ClusterColor {
  return (CLUSTER_COLORS as readonly string[]).includes(color) ? (color as ClusterColor) : NEUTRAL;
}

/** Background and text of a surface filled with the cluster's colour, the same in both themes. */
export function filledClusterColors(
  theme: MantineTheme,
  color: string,
): { background: string; text: string } {
  const background = theme.colors[clusterColorName(color)][8];
  return { background, text: isLightColor(background) ? theme.black : theme.white };
}
