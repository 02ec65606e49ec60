// What the rows' action buttons read besides their row. A context keeps the column definitions
// stable, so a dialog changing never rebuilds the columns of 1,000 rows. (The field cells read
// their options from the table's cell environment.)
import { createContext, use } from 'react';
import type { SearchRow } from './searchRows';

export interface ResultsEnvironment {
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
