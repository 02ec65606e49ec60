// What the cells of the indices table read besides their row. Contexts rather than column
// closures keep the column definitions stable, so the aliases arriving or a dialog opening
// never re-sorts 50,000 rows; only the cells that read a context render again.
import { createContext, use } from 'react';
import type { AliasMap } from '../dialogs/aliasMap';
import type { ClusterGate, RowAction } from '../actions/indexGates';
import type { IndexRow } from './indexRows';
import type { RowLabels } from './rowLabels';

export interface IndexRowEnvironment {
  clusterIndex: number;
  gate: ClusterGate;
  labels: RowLabels;
  onRowAction: (action: RowAction, row: IndexRow) => void;
}

export const IndexRowContext = createContext<IndexRowEnvironment | null>(null);

/** The alias names by index; undefined while they load. */
export const AliasesContext = createContext<AliasMap | undefined>(undefined);

/** The cluster's data stream names, whose backing indices the name cell marks; empty meanwhile. */
export const DataStreamNamesContext = createContext<ReadonlySet<string>>(new Set());

export function useIndexRowEnvironment(): IndexRowEnvironment {
  const environment = use(IndexRowContext);
  if (!environment) throw new Error('index cells need an IndexRowContext');
  return environment;
}
