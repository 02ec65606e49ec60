// The in-page scripts the TypeScript benchmarks use.
export interface FirstRows {
  names: string;
  name: string;
  view?: unknown;
}
export interface RowsBench {
  firstName(): Element | undefined;
  rowsAt?: number;
  paintedAt?: number;
}
export interface FilterTiming {
  inDom: number;
  painted: number;
}
export declare function markFirstRows(rows: FirstRows): void;
export declare function typeFilter(options: { text: string; debounce: number; firstRowMatches?: boolean }): Promise<FilterTiming>;
