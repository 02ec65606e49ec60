// The disk cell of the nodes table: the used percent, a bar coloured by the highest watermark
// the disk is above, and a thin mark at each watermark (named for screen readers, with a
// tooltip). A disk the cluster does not report reads 'disk unknown'.
import { useTranslation } from '../../i18n/translate';
import { HoverTooltip } from '../../components/HoverTooltip/HoverTooltip';
import { LEVEL_COLORS, watermarkText } from '../../components/DiskWatermarks/watermarkText';
import { WATERMARK_LEVELS } from '../../engine/watermarks';
import classes from './NodeCells.module.css';
import type { NodeDiskView } from './nodeDisk';
import { barValue, percentText, usageColor } from './usage';

interface DiskCellProps {
  /** Column name, for the bar's accessible name. */
  label: string;
  disk: NodeDiskView;
}

export function DiskCell({ label, disk }: DiskCellProps) {
  const { t } = useTranslation();
  if (disk.used === null) return <span className={classes.detail}>{t('nodes.disk.unknown')}</span>;
  const percent = disk.used * 100;
  const text = percentText(percent);
  const value = barValue(percent);
  const color = disk.level ? LEVEL_COLORS[disk.level] : usageColor(percent);
  const levelText = disk.level ? t(`nodes.disk.level.${disk.level}`) : '';
  return (
    <div className={classes.usage}>
      <span>{text}</span>
      <div className={classes.marked}>
        <div
          className={classes.bar}
          role="progressbar"
          aria-label={[`${label} ${text}`, levelText].filter(Boolean).join(', ')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          data-color={color}
          data-level={disk.level ?? undefined}
        >
          <div
            className={classes.fill}
            style={{ width: `${value}%`, background: `var(--mantine-color-${color}-filled)` }}
          />
        </div>
        {disk.watermarks?.enabled &&
          WATERMARK_LEVELS.map((name) => {
            const at = disk.thresholds[name];
            if (at === null) return null;
            const mark = watermarkText(t, name, disk.watermarks![name]);
            return (
              <span
                key={name}
                className={classes.markSlot}
                style={{ left: `${markPosition(at)}%` }}
                data-mark={name}
              >
                <HoverTooltip className={classes.mark} label={mark}>
                  <span className={classes.markImage} role="img" aria-label={mark} />
                </HoverTooltip>
              </span>
            );
          })}
      </div>
      {disk.detail && <span className={classes.detail}>{disk.detail}</span>}
    </div>
  );
}

/** Where a mark sits along the bar, in percent; rounded, since 0.85 × 100 is 85.00000000000001. */
function markPosition(fraction: number): number {
  return Number(barValue(fraction * 100).toFixed(2));
}
