// What the result cells read besides their row. A context keeps the column definitions stable,
// so a setting or a dialog changing never rebuilds the columns of 1,000 rows.
import { createContext, use } from 'react';
import type { CellOptions } from './cellText';
import type { SearchRow } from './searchRows';

export interface ResultsEnvironment {
  cell: CellOptions;
  onEdit: (row: SearchRow) => void;
  onDelete: (row: SearchRow) => void;
  /** Whether rows offer writes: without, no delete, and edit opens the document to read. */
  writes: boolean;
}

export const ResultsContext = createContext<ResultsEnvironment | null>(null);

export function useResultsEnvironment(): ResultsEnvironment {
  const environment = use(ResultsContext);
  if (!environment) throw new Error('result cells need a ResultsContext');
  return environment;
}
