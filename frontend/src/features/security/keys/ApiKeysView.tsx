// The API keys of Elasticsearch: searched by the cluster from 7.15 (the filter matched against
// name and owner there; the newest page shown while the rest is read) or listed whole and
// filtered here, grouped by how soon they expire, with
// a short id, owner, realm, dates and status. Where writes are offered: create a key (shown once),
// invalidate one, the selected ones or a whole expiry group, and update the connected user's own
// keys where the version can (8.4; a new expiration for many at once from 8.13).
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { queryRequestState } from '../../../api/queryState';
import { useScreenQuery } from '../../../api/screenQuery';
import { useEngine } from '../../../engine/useEngine';
import { apiKeyUpdates } from '../../../engine/apiKeyRequests';
import { useListAccess } from '../../../store/useWriteAccess';
import { ListScreen } from '../../../components/ListScreen/ListScreen';
import { LoaderStatus } from '../../../components/LoaderStatus/LoaderStatus';
import { ListToolbar } from '../../../components/ListScreen/ListToolbar';
import { useListColumns } from '../../../components/ListScreen/useListColumns';
import { useListScreen } from '../../../components/ListScreen/useListScreen';
import { WRITE_NEEDS } from '../../../engine/writeNeeds';
import { IDENTITY } from '../securityApi';
import { apiKeyColumnsAt, type KeyRow } from './apiKeyColumns';
import { API_KEY_FILTER_COLUMNS, everyApiKey, matchesApiKey } from './apiKeyRows';
import { BulkExpiryDialog } from './BulkExpiryDialog';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { ExpiryGroupBar, type GroupChoice } from './ExpiryGroupBar';
import { KeyDetails } from './KeyDetails';
import { UpdateApiKeyDialog } from './UpdateApiKeyDialog';
import { useApiKeyInvalidation } from './useApiKeyInvalidation';
import { useApiKeyList } from './useApiKeyList';
import { useKeyRows } from './useKeyRows';

/** The filter's columns where the cluster searches: name and owner. */
const SEARCHED_COLUMNS = ['name', 'username'] as const;
const BY_CREATION = [{ id: 'creation', desc: true }];
const rowKey = (row: KeyRow) => row.id;
const details = (row: KeyRow) => <KeyDetails row={row} />;
const live = (rows: readonly KeyRow[]) => rows.filter((row) => row.status !== 'invalidated');

export function ApiKeysView() {
  const { t } = useTranslation();
  const access = useListAccess();
  const engine = useEngine();
  const searched = engine.apiKeyQuery;
  const updates = apiKeyUpdates(engine.version);
  const [filter, setFilter] = useState('');
  const { query, more, keys, reading, now } = useApiKeyList(searched ? filter : '');
  const user = useScreenQuery(IDENTITY).data?.username ?? null;
  const { rows, groups } = useKeyRows(keys, user, now);
  const [group, setGroup] = useState<GroupChoice>('all');
  const shown = group === 'all' ? rows : (groups[group].members as KeyRow[]);
  const list = useListScreen({
    need: WRITE_NEEDS.apiKeys,
    access,
    query,
    also: [more],
    rows: shown,
    rowKey,
    matches: searched ? everyApiKey : matchesApiKey,
    filter: { value: filter, onChange: setFilter },
  });
  const [selected, setSelected] = useState<KeyRow[]>([]);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const select = useCallback((keys: KeyRow[], ids: string[]) => {
    setSelected(keys);
    setSelectedIds(ids);
  }, []);
  const [creating, setCreating] = useState(false);
  const [updating, setUpdating] = useState<KeyRow | null>(null);
  const [renewing, setRenewing] = useState<string[] | null>(null);
  const invalidate = useApiKeyInvalidation();
  const invalidateOne = useCallback((row: KeyRow) => void invalidate([row]), [invalidate]);
  const invalidateMany = (keys: readonly KeyRow[]) =>
    void invalidate(keys).then((done) => done && select([], []));
  const columns = useListColumns({
    list,
    columns: useMemo(() => apiKeyColumnsAt(now, updates.update), [now, updates.update]),
    writes: { onInvalidate: invalidateOne, onUpdate: setUpdating },
  });
  const renewable = selected.filter((row) => row.updatable);
  const writable = list.writeReason === null;

  return (
    <ListScreen
      list={list}
      toolbar={
        <ListToolbar
          title={t('security.keys.title')}
          list={list}
          filterColumns={searched ? SEARCHED_COLUMNS : API_KEY_FILTER_COLUMNS}
          create={{ label: t('security.keys.create.button'), onClick: () => setCreating(true) }}
        />
      }
      notice={
        <>
          <ExpiryGroupBar
            groups={groups}
            total={rows.length}
            value={group}
            onChange={setGroup}
            selected={live(selected).length}
            inGroup={group === 'all' ? 0 : live(shown).length}
            renewable={updates.bulkExpiration ? renewable.length : null}
            writeReason={list.writeReason}
            onInvalidateSelected={() => invalidateMany(selected)}
            onInvalidateGroup={() => invalidateMany(shown)}
            onRenewSelected={() => setRenewing(renewable.map(rowKey))}
            reading={reading}
          />
          {more.isError && <LoaderStatus state={queryRequestState(more)} uri={access.uri} />}
        </>
      }
      label={t('security.keys.title')}
      columns={columns}
      details={details}
      emptyText={list.failed || rows.length > 0 ? undefined : t('security.keys.empty')}
      table={{
        initialSorting: BY_CREATION,
        selectable: writable,
        selectedIds,
        onSelectionChange: select,
      }}
    >
      {writable && <CreateApiKeyDialog opened={creating} onClose={() => setCreating(false)} />}
      {writable && (
        <UpdateApiKeyDialog
          row={updating}
          expiration={updates.expiration}
          onClose={() => setUpdating(null)}
        />
      )}
      {writable && <BulkExpiryDialog ids={renewing} onClose={() => setRenewing(null)} />}
    </ListScreen>
  );
}
