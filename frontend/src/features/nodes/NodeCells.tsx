// Cells of the nodes table (core spec 2.10). Everything the cluster sends is rendered as text.
import type { ReactNode } from 'react';
import { Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROLE_ICONS, type IconRole } from './roleIcons';
import type { NodeRow } from './nodeRows';
import { spellRoles } from './roles';
import { barValue, percentText, usageColor } from './usage';

/** The icons of the status column: the same ones the legend explains. */
export function RoleIconsCell({ row }: { row: NodeRow }) {
  const { t } = useTranslation();
  const roles = iconRoles(row);
  return (
    <Group gap={4} wrap="nowrap">
      {roles.map((role) => {
        const { Icon, color } = ROLE_ICONS[role];
        const label = t(`nodes.legend.${role}`);
        return (
          <Icon key={role} size={16} color={color} role="img" aria-label={label} title={label} />
        );
      })}
    </Group>
  );
}

/** The elected master shows the master icon, not also the master-eligible one. */
function iconRoles(row: NodeRow): IconRole[] {
  const roles: IconRole[] = [];
  if (row.master) roles.push('master');
  else if (row.masterEligible) roles.push('masterEligible');
  if (row.dataNode) roles.push('data');
  if (row.ingestNode) roles.push('ingest');
  if (row.coordinatingNode) roles.push('coordinatingOnly');
  return roles;
}

/** node.role letters; the tooltip spells out each letter (core spec 3.3). */
export function RoleLettersCell({ nodeRole }: { nodeRole: string }) {
  const { t } = useTranslation();
  const spelled = spellRoles(nodeRole);
  if (spelled.length === 0) return null;
  const lines = spelled.map(({ letter, role }) =>
    t('nodes.roleLine', { letter, role: role ? t(`nodes.roles.${role}`) : t('nodes.roles.unknown') }),
  );
  return (
    <Tooltip label={<RoleLines lines={lines} />} withinPortal openDelay={150}>
      <Text size="sm" ff="monospace" aria-label={lines.join(', ')} style={{ cursor: 'help' }}>
        {nodeRole}
      </Text>
    </Tooltip>
  );
}

function RoleLines({ lines }: { lines: string[] }) {
  return (
    <Stack gap={0}>
      {lines.map((line) => (
        <Text key={line} size="xs">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

export function AttributesCell({ attributes }: { attributes: [string, string][] }) {
  if (attributes.length === 0) return null;
  return (
    <Stack gap={0}>
      {attributes.map(([key, value]) => (
        <Text key={key} size="xs" style={{ whiteSpace: 'nowrap' }}>
          {key}: {value}
        </Text>
      ))}
    </Stack>
  );
}

export function LoadCell({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {text}
    </Text>
  );
}

interface UsageCellProps {
  /** Column name, for the bar's accessible name. */
  label: string;
  percent: number | null;
  /** 'current / max' under the bar; cpu has none. */
  detail?: string;
}

/** A percent with its bar coloured by the thresholds of core spec 9. */
export function UsageCell({ label, percent, detail }: UsageCellProps): ReactNode {
  if (percent === null) return <Text size="sm">-</Text>;
  const text = percentText(percent);
  return (
    <Stack gap={2} miw={90}>
      <Text size="sm">{text}</Text>
      <Progress
        value={barValue(percent)}
        color={usageColor(percent)}
        size="sm"
        aria-label={`${label} ${text}`}
      />
      {detail && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {detail}
        </Text>
      )}
    </Stack>
  );
}
