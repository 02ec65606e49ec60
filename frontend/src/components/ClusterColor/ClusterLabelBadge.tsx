// A cluster's mark in the cluster menus: its banner label on a badge of its colour, or a dot of
// its colour when it has a colour but no label; nothing when it has neither. The label is text.
import { Badge, ColorSwatch, useMantineTheme } from '@mantine/core';
import type { Cluster } from '../../api/types';
import { filledClusterColors } from './clusterColor';

export function ClusterLabelBadge({ cluster }: { cluster: Pick<Cluster, 'label' | 'color'> }) {
  const theme = useMantineTheme();
  const label = cluster.label.trim();
  if (label === '' && cluster.color === '') return null;
  const { background, text } = filledClusterColors(theme, cluster.color);
  if (label === '') {
    return <ColorSwatch color={background} size={10} withShadow={false} aria-hidden />;
  }
  return (
    <Badge
      size="xs"
      radius="sm"
      data-testid="cluster-label-badge"
      style={{ background, color: text, flexShrink: 0 }}
      maw={140}
    >
      {label}
    </Badge>
  );
}
