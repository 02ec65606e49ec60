// History and saved queries of one cluster, read from its database and kept in step with it.
import { useCallback, useEffect, useState } from 'react';
import {
  addRecord,
  clearStore,
  deleteRecord,
  getAllRecords,
  getHistoryByDate,
  putRecord,
  type RestQueryHistoryEntry,
  type RestQuerySavedQuery,
  type RestRequest,
} from '../../../engine/clusterDb';
import { HISTORY_CAP } from './history';
import { recordHistory } from './historyDb';
import { savedQueryRecord } from './savedQuery';

export type HistoryRow = RestQueryHistoryEntry & { id: number };
export type SavedQueryRow = RestQuerySavedQuery & { id: number };

export interface RestRecords {
  /** Newest first. */
  history: HistoryRow[];
  savedQueries: SavedQueryRow[];
  addHistory: (request: RestRequest, status: string) => Promise<void>;
  deleteHistory: (id: number) => Promise<void>;
  clearHistory: () => Promise<void>;
  /** Saves the request under `name` (GET and HEAD without their hidden body). */
  saveQuery: (request: RestRequest, name: string) => Promise<void>;
  renameQuery: (id: number, name: string) => Promise<void>;
  deleteQuery: (id: number) => Promise<void>;
}

const withId = <T extends { id?: number }>(records: T[]) =>
  records.filter((record): record is T & { id: number } => typeof record.id === 'number');

export function useRestRecords(uuid: string): RestRecords {
  const [history, setHistory] = useState<HistoryRow[]>([]);
  const [savedQueries, setSavedQueries] = useState<SavedQueryRow[]>([]);

  useEffect(() => {
    let cancelled = false;
    void Promise.all([getHistoryByDate(uuid), getAllRecords(uuid, 'restQuerySavedQueries')]).then(
      ([entries, saved]) => {
        if (cancelled) return;
        setHistory(withId(entries).reverse());
        setSavedQueries(withId(saved));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [uuid]);

  const addHistory = useCallback(
    async (request: RestRequest, status: string) => {
      const entry = await recordHistory(uuid, request, status);
      if (entry?.id !== undefined)
        setHistory((rows) => [entry as HistoryRow, ...rows].slice(0, HISTORY_CAP));
    },
    [uuid],
  );

  const saveQuery = useCallback(
    async (request: RestRequest, name: string) => {
      const query = savedQueryRecord(request, name);
      const id = await addRecord(uuid, 'restQuerySavedQueries', query);
      setSavedQueries((rows) => [...rows, { ...query, id }]);
    },
    [uuid],
  );

  const renameQuery = useCallback(
    async (id: number, name: string) => {
      const query = savedQueries.find((row) => row.id === id);
      if (!query) return;
      const renamed = { ...query, name: name.trim() || undefined };
      setSavedQueries((rows) => rows.map((row) => (row.id === id ? renamed : row)));
      await putRecord(uuid, 'restQuerySavedQueries', renamed);
    },
    [savedQueries, uuid],
  );

  return {
    history,
    savedQueries,
    addHistory,
    saveQuery,
    renameQuery,
    deleteHistory: async (id) => {
      setHistory((rows) => rows.filter((row) => row.id !== id));
      await deleteRecord(uuid, 'restQueryHistory', id);
    },
    clearHistory: async () => {
      setHistory([]);
      await clearStore(uuid, 'restQueryHistory');
    },
    deleteQuery: async (id) => {
      setSavedQueries((rows) => rows.filter((row) => row.id !== id));
      await deleteRecord(uuid, 'restQuerySavedQueries', id);
    },
  };
}
