// Every settings area kept in local storage, declared once by the part of the state it holds.
// The store starts from them and writes them back (store.ts); backups carry the same areas
// (backupAreas.ts).
import { codeEditorArea } from '../components/CodeEditor/codeEditorSlice';
import { tableArea } from '../components/DataTable/tableSlice';
import { metricsPreferencesArea } from '../components/metrics/metricsPreferences';
import { resizeArea } from '../components/ResizableContainer/resizeSlice';
import { connectionArea } from '../features/clusters/connection/connectionSlice';
import { indicesViewArea } from '../features/indices/indicesViewSlice';
import { restArea } from '../features/rest/restSlice';
import { SEARCH_VIEW_KEY_PREFIX } from '../features/search/view/searchView';
import { shardRecoveryArea } from '../features/shards/recovery/shardRecoverySlice';
import { shardsArea } from '../features/shards/grid/shardsSlice';
import { templatesViewArea } from '../features/templates/templatesViewSlice';
import { languageArea } from '../i18n/languageSlice';
import type { PersistedAreaDeclaration } from '../lib/persistedArea';
import { indicesPreferencesArea } from '../preferences/indicesPreferences';
import { nodesArea } from '../preferences/nodesPreferences';
import { searchPreferencesArea } from '../preferences/searchPreferences';
import type { PersistedArea, PersistedKeyedArea } from './persistence';
import type { RootState } from './rootReducer';
import { themeArea } from './theme/themeSlice';

/**
 * What is kept in local storage, by the part of the state it holds: each area's key, defaults
 * and reader. The store starts from what they read and writes each back under its key; backups
 * carry the same areas. Server data never is kept.
 */
export const PERSISTED_AREAS = {
  connection: connectionArea,
  theme: themeArea,
  language: languageArea,
  resize: resizeArea,
  codeEditor: codeEditorArea,
  table: tableArea,
  nodes: nodesArea,
  shards: shardsArea,
  shardRecovery: shardRecoveryArea,
  indicesPreferences: indicesPreferencesArea,
  indicesView: indicesViewArea,
  indexTemplatesView: templatesViewArea,
  searchPreferences: searchPreferencesArea,
  metricsPreferences: metricsPreferencesArea,
  restQuery: restArea,
} satisfies { [K in keyof RootState]?: PersistedAreaDeclaration<RootState[K]> };

type PersistedName = keyof typeof PERSISTED_AREAS;

const PERSISTED_NAMES = Object.keys(PERSISTED_AREAS) as PersistedName[];

function writerOf(name: PersistedName): PersistedArea<RootState> {
  const area: Pick<PersistedAreaDeclaration<never>, 'key' | 'toStored'> = PERSISTED_AREAS[name];
  const { toStored } = area;
  return {
    key: area.key,
    select: (state) => state[name],
    // The selected value is this area's own state.
    toStored: toStored && ((value) => toStored(value as never)),
  };
}

/** Each area's key, the state written under it and how it is written. */
export const PERSISTED_AREA_WRITERS: readonly PersistedArea<RootState>[] =
  PERSISTED_NAMES.map(writerOf);

/** Areas kept once per cluster, under '{prefix}{cluster uuid}'. */
export const PERSISTED_KEYED_AREAS: readonly PersistedKeyedArea<RootState>[] = [
  { prefix: SEARCH_VIEW_KEY_PREFIX, select: (state) => state.searchView.byCluster },
];
