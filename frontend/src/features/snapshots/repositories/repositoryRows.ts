// Rows of the repositories table.
import type { RepositoriesResponse } from '../../../api/operations/snapshots';
import { stringifyJson } from '../../../lib/json';

export interface RepositoryRow {
  name: string;
  type: string;
  settings: Record<string, unknown>;
  /** 'key: value' pairs on one line, as the cell shows them. */
  settingsSummary: string;
  /** The full settings JSON, indented: the cell's hover title. */
  settingsJson: string;
}

function summaryValue(value: unknown): string {
  return typeof value === 'string' ? value : stringifyJson(value);
}

export function repositoryRows(response: RepositoriesResponse | undefined): RepositoryRow[] {
  return Object.entries(response ?? {}).map(([name, repository]) => {
    const settings = repository.settings ?? {};
    return {
      name,
      type: repository.type,
      settings,
      settingsSummary: Object.entries(settings)
        .map(([key, value]) => `${key}: ${summaryValue(value)}`)
        .join(', '),
      settingsJson: stringifyJson(settings, 2),
    };
  });
}

/** The text filter on the repository name: a case-insensitive substring test. */
export function matchesRepositoryName(row: { name: string }, filter: string): boolean {
  return row.name.toLowerCase().includes(filter.trim().toLowerCase());
}
