// Rows-per-page choices and the confirmation rule for large values.

export interface RowsPerPageOption {
  value: number;
  /** Shown instead of the value (e.g. 'All' for 0, where a table offers it). */
  label?: string;
  /** The option must be switched on, after a warning, before it can be chosen. */
  needsConfirm: boolean;
}

export const ROWS_PER_PAGE_OPTIONS: readonly RowsPerPageOption[] = [
  { value: 10, needsConfirm: false },
  { value: 20, needsConfirm: false },
  { value: 100, needsConfirm: false },
  { value: 1000, needsConfirm: true },
];

/** Page sizes from this value on switch the sticky header (and virtual scrolling) on. */
export const STICKY_HEADER_PAGE_SIZE = 1000;

export function isSelectable(option: RowsPerPageOption, accepted: boolean): boolean {
  return !option.needsConfirm || accepted;
}

/**
 * What switching a confirm-needing option's toggle does: switching on asks first, switching off
 * takes effect at once, anything else changes nothing.
 */
export function toggleOutcome(switchOn: boolean, accepted: boolean): 'ask' | 'revoke' | 'none' {
  if (switchOn && !accepted) return 'ask';
  if (!switchOn && accepted) return 'revoke';
  return 'none';
}

/**
 * The page size to use: `pageSize` when it is allowed, otherwise the largest allowed option
 * (a stored or requested 1000 once the large option has been switched off).
 */
export function allowedPageSize(
  pageSize: number,
  accepted: boolean,
  options: readonly RowsPerPageOption[] = ROWS_PER_PAGE_OPTIONS,
): number {
  const option = options.find((o) => o.value === pageSize);
  if (!option || isSelectable(option, accepted)) return pageSize;
  const allowed = options.filter((o) => isSelectable(o, accepted)).map((o) => o.value);
  return allowed.length > 0 ? Math.max(...allowed) : pageSize;
}
