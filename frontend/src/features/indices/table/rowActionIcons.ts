import {
  IconAdjustments,
  IconArrowsMinimize,
  IconArrowsSplit,
  IconBolt,
  IconRotateClockwise2,
  IconSitemap,
  IconChartBar,
  IconCopy,
  IconEraser,
  IconInfoCircle,
  IconLock,
  IconLockOpen,
  IconRefresh,
  IconTag,
  IconTransfer,
  IconTrash,
  IconWashDry,
  IconDatabaseExport,
  type Icon,
} from '@tabler/icons-react';
import type { RowAction } from '../actions/indexGates';

export const ROW_ACTION_ICONS: Record<RowAction, Icon> = {
  info: IconInfoCircle,
  stats: IconChartBar,
  settings: IconAdjustments,
  mappings: IconSitemap,
  aliases: IconTag,
  rollover: IconRotateClockwise2,
  reindex: IconTransfer,
  clone: IconCopy,
  shrink: IconArrowsMinimize,
  split: IconArrowsSplit,
  forcemerge: IconBolt,
  refresh: IconRefresh,
  flush: IconDatabaseExport,
  clearCache: IconWashDry,
  close: IconLock,
  open: IconLockOpen,
  deleteByQuery: IconEraser,
  delete: IconTrash,
};

/** Items shown in red: they remove data. */
export const DANGEROUS_ROW_ACTIONS: ReadonlySet<RowAction> = new Set(['deleteByQuery', 'delete']);

/** A long menu near the edge of a short window scrolls inside the window instead of leaving it. */
export const FIT_IN_VIEWPORT = { flip: true, shift: true, size: { padding: 8 } };
