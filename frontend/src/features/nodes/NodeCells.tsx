// Cells of the nodes table. Everything the cluster sends is rendered as text.
// A page holds hundreds of these cells, so they are plain elements styled by a CSS module
// rather than layout components.
import { useTranslation } from '../../i18n/translate';
import { HoverTooltip } from '../../components/HoverTooltip/HoverTooltip';
import classes from './NodeCells.module.css';
import type { NodeRow } from './nodeRows';
import { ROLE_ICONS, type IconRole } from './roleIcons';
import { spellRoles } from './roles';
import { barValue, percentText, usageColor } from './usage';

/** The icons of the status column: the same ones the legend explains. */
export function RoleIconsCell({ row }: { row: NodeRow }) {
  const { t } = useTranslation();
  return (
    <span className={classes.icons}>
      {iconRoles(row).map((role) => {
        const { Icon, color } = ROLE_ICONS[role];
        const label = t(`nodes.legend.${role}`);
        return (
          <Icon key={role} size={16} color={color} role="img" aria-label={label} title={label} />
        );
      })}
    </span>
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

/** node.role letters; the tooltip spells out each letter. */
export function RoleLettersCell({ nodeRole }: { nodeRole: string }) {
  const { t } = useTranslation();
  const spelled = spellRoles(nodeRole);
  if (spelled.length === 0) return null;
  const lines = spelled.map(({ letter, role }) =>
    t('nodes.roleLine', {
      letter,
      role: role ? t(`nodes.roles.${role}`) : t('nodes.roles.unknown'),
    }),
  );
  return (
    <HoverTooltip
      className={classes.letters}
      ariaLabel={lines.join(', ')}
      label={lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    >
      {nodeRole}
    </HoverTooltip>
  );
}

export function AttributesCell({ attributes }: { attributes: [string, string][] }) {
  if (attributes.length === 0) return null;
  return (
    <div className={classes.lines}>
      {attributes.map(([key, value]) => (
        <div key={key}>
          {key}: {value}
        </div>
      ))}
    </div>
  );
}

/** Text without spaces (the node id) that may break anywhere rather than widen the table. */
export function BreakableCell({ text }: { text: string }) {
  return <span className={classes.breakable}>{text}</span>;
}

/** The 1, 5 and 15 minute loads: on one line when there is room, else one load a line. */
export function LoadCell({ text }: { text: string }) {
  return <span>{text}</span>;
}

interface UsageCellProps {
  /** Column name, for the bar's accessible name. */
  label: string;
  percent: number | null;
  /** 'current / max' under the bar; cpu has none. */
  detail?: string;
}

/** A percent with its bar coloured by the usage thresholds (usageLevel). */
export function UsageCell({ label, percent, detail }: UsageCellProps) {
  if (percent === null) return <span>-</span>;
  const text = percentText(percent);
  const value = barValue(percent);
  return (
    <div className={classes.usage}>
      <span>{text}</span>
      <div
        className={classes.bar}
        role="progressbar"
        aria-label={`${label} ${text}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        data-color={usageColor(percent)}
      >
        <div
          className={classes.fill}
          style={{
            width: `${value}%`,
            background: `var(--mantine-color-${usageColor(percent)}-filled)`,
          }}
        />
      </div>
      {detail && <span className={classes.detail}>{detail}</span>}
    </div>
  );
}
