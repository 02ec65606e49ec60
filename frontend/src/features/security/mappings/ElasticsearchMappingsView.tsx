// Elasticsearch's role mappings: each with its roles and templates and its rules in one line,
// disabled mappings and those this screen cannot fully read marked. Filtered, sorted and reloaded
// like the other lists; a row opens to the mapping as the engine sent it; its buttons edit it (form
// or JSON, rules as a tree) and delete it, where writes are offered. Below the list, the tester
// tries a user on every mapping.
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { useScreenQuery } from '../../../api/screenQuery';
import type { RoleMappingRow } from '../../../engine/roleMappings';
import { rowMatcher } from '../../../lib/filter';
import { stringifyJson } from '../../../lib/json';
import { CodeViewer } from '../../../components/CodeEditor/CodeEditor';
import { elasticsearchMappingColumns, rolesText, summaryWords } from './mappingColumns';
import { MappingEditorDialog } from './MappingEditorDialog';
import { MappingTester } from './MappingTester';
import { ELASTICSEARCH_ROLE_MAPPINGS } from './mappingsApi';
import { ruleSummary } from './ruleSummary';
import { MappingsList } from './MappingsList';
import { useMappingsList } from './useMappingsList';

export const MAPPING_FILTER_COLUMNS = ['name', 'roles', 'rules'] as const;

/** A listed mapping with its roles and rules in words, as the filter reads them. */
interface MappingRow extends RoleMappingRow {
  rolesText: string;
  rulesText: string;
}

const matches = rowMatcher<MappingRow>(MAPPING_FILTER_COLUMNS, (row, column) =>
  column === 'roles' ? row.rolesText : column === 'rules' ? row.rulesText : row.name,
);
const NO_ANSWER: Record<string, unknown> = {};
const rowKey = (row: MappingRow) => row.name;

export function ElasticsearchMappingsView() {
  const { t } = useTranslation();
  const query = useScreenQuery(ELASTICSEARCH_ROLE_MAPPINGS);
  const answer = query.data?.answer ?? NO_ANSWER;
  const rows = useMemo(() => {
    const words = summaryWords(t);
    return (query.data?.rows ?? []).map((row) => ({
      ...row,
      rolesText: rolesText(t, row),
      rulesText: ruleSummary(row.rule, words),
    }));
  }, [query.data, t]);
  const { list, editor, columns } = useMappingsList({
    query,
    rows,
    rowKey,
    matches,
    columns: elasticsearchMappingColumns<MappingRow>,
  });
  const details = useCallback(
    (row: RoleMappingRow) => (
      <CodeViewer
        value={stringifyJson(answer[row.name], 2)}
        height={280}
        label={t('security.mappings.json', { name: row.name })}
      />
    ),
    [answer, t],
  );

  return (
    <MappingsList
      list={list}
      filterColumns={MAPPING_FILTER_COLUMNS}
      onCreate={editor.create}
      columns={columns}
      details={details}
    >
      <MappingTester mappings={answer} />
      <MappingEditorDialog state={editor.state} mappings={answer} onClose={editor.close} />
    </MappingsList>
  );
}
