// The OpenSearch security plugin's tenants (the Dashboards spaces roles grant access to): each
// with its description, reserved, static and hidden ones marked; filtered, sorted and reloaded
// like the other lists. A row opens to the tenant's description and, for one the plugin keeps, why it cannot change. New, Edit and Delete
// write where writes are offered; reserved and static tenants are refused with the reason.
import { useListAccess } from '../../../store/useWriteAccess';
import { useTranslation } from '../../../i18n/translate';
import { useScreenQuery } from '../../../api/screenQuery';
import { rowMatcher } from '../../../lib/filter';
import type { Tenant } from '../../../engine/opensearchTenants';
import { ListScreen } from '../../../components/ListScreen/ListScreen';
import { ListToolbar } from '../../../components/ListScreen/ListToolbar';
import { useEditorState } from '../../../components/ListScreen/listEditing';
import { useListColumns } from '../../../components/ListScreen/useListColumns';
import { useListScreen } from '../../../components/ListScreen/useListScreen';
import { WRITE_NEEDS } from '../../../engine/writeNeeds';
import { EntryDetails } from './EntryDetails';
import { useEntryDeletion, useUnlessRefused } from './entryWrites';
import { OPENSEARCH_TENANTS } from './opensearchApi';
import { TenantEditorDialog } from './TenantEditorDialog';
import { tenantColumns } from './tenantColumns';

export const TENANT_FILTER_COLUMNS = ['name', 'description'] as const;

const matches = rowMatcher<Tenant>(TENANT_FILTER_COLUMNS);
const NO_ROWS: Tenant[] = [];
const rowKey = (row: Tenant) => row.name;
const details = (row: Tenant) => <EntryDetails entry={row} description={row.description} />;

export function TenantsView() {
  const { t } = useTranslation();
  const access = useListAccess();
  const query = useScreenQuery(OPENSEARCH_TENANTS);
  const rows = query.data ?? NO_ROWS;
  const list = useListScreen({ need: WRITE_NEEDS.tenants, access, query, rows, rowKey, matches });
  const editor = useEditorState<Tenant>();
  const onEdit = useUnlessRefused(t('security.tenants.editor.refusedTitle'), editor.edit);
  const onDelete = useEntryDeletion<Tenant>('tenants');
  const columns = useListColumns({
    list,
    columns: tenantColumns,
    writes: { onEdit, onDelete },
  });

  return (
    <ListScreen
      list={list}
      toolbar={
        <ListToolbar
          title={t('security.tenants.title')}
          list={list}
          filterColumns={TENANT_FILTER_COLUMNS}
          create={{ label: t('security.tenants.create'), onClick: editor.create }}
        />
      }
      label={t('security.tenants.title')}
      columns={columns}
      details={details}
      emptyText={list.failed || rows.length > 0 ? undefined : t('security.tenants.empty')}
    >
      <TenantEditorDialog state={editor.state} onClose={editor.close} tenants={rows} />
    </ListScreen>
  );
}
