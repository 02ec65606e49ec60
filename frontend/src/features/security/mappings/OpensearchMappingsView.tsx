// OpenSearch's role mappings: each role with the users, backend roles, hosts and
// and_backend_roles that give it; reserved, static and hidden mappings marked. Filtered, sorted
// and reloaded like the other lists; a row opens to the mapping as the plugin sent it (and, for
// reserved and static ones, why they cannot be changed); its buttons edit and delete it, where
// writes are offered. Below the list, the tester says which roles a user name and backend roles
// get.
import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { useScreenQuery } from '../../../api/screenQuery';
import type { OpensearchMappingRow } from '../../../api/operations/securityMappings';
import { rowMatcher } from '../../../lib/filter';
import { stringifyJson } from '../../../lib/json';
import { CodeViewer } from '../../../components/CodeEditor/CodeEditor';
import { fixedMapping, opensearchMappingColumns } from './mappingColumns';
import { OPENSEARCH_ROLE_MAPPINGS } from './mappingsApi';
import { OpensearchMappingEditorDialog } from './OpensearchMappingEditor';
import { OpensearchTester } from './OpensearchTester';
import { MappingsList } from './MappingsList';
import { useMappingsList } from './useMappingsList';

export const OPENSEARCH_MAPPING_FILTER_COLUMNS = [
  'role',
  'users',
  'backendRoles',
  'hosts',
  'andBackendRoles',
] as const;

const matches = rowMatcher<OpensearchMappingRow>(OPENSEARCH_MAPPING_FILTER_COLUMNS);
const NO_ROWS: OpensearchMappingRow[] = [];
const rowKey = (row: OpensearchMappingRow) => row.role;

function Details({ row }: { row: OpensearchMappingRow }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {fixedMapping(row) && (
        <Text size="sm">
          {t(row.reserved ? 'security.mappings.reservedWhy' : 'security.mappings.staticWhy')}
        </Text>
      )}
      <CodeViewer
        value={stringifyJson(row.source, 2)}
        height={240}
        label={t('security.mappings.json', { name: row.role })}
      />
    </Stack>
  );
}

const details = (row: OpensearchMappingRow) => <Details row={row} />;

export function OpensearchMappingsView() {
  const query = useScreenQuery(OPENSEARCH_ROLE_MAPPINGS);
  const rows = query.data ?? NO_ROWS;
  const { list, editor, columns } = useMappingsList({
    query,
    rows,
    rowKey,
    matches,
    columns: opensearchMappingColumns,
  });
  const roles = useMemo(() => rows.map(rowKey), [rows]);

  return (
    <MappingsList
      list={list}
      filterColumns={OPENSEARCH_MAPPING_FILTER_COLUMNS}
      onCreate={editor.create}
      columns={columns}
      details={details}
    >
      <OpensearchTester mappings={rows} />
      <OpensearchMappingEditorDialog
        state={editor.state}
        mappings={rows}
        mappedRoles={roles}
        onClose={editor.close}
      />
    </MappingsList>
  );
}
