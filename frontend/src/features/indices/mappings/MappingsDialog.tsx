// The Mappings dialog of an index: how many fields it maps against its field limit, its dynamic
// setting, its fields as a tree with a search, and a form that adds a field (not on a read-only
// cluster). Adding a field reloads the tree.
import { useDeferredValue, useState } from 'react';
import { Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { useEngine } from '../../../engine/useEngine';
import { queryRequestState } from '../../../api/queryState';
import { DialogCloseRow, FormDialog } from '../../../components/FormDialog/FormDialog';
import { LoaderStatus } from '../../../components/LoaderStatus/LoaderStatus';
import { useActiveCluster } from '../../../store/hooks';
import { useWriteAccess } from '../../../store/useWriteAccess';
import { AddFieldForm } from './AddFieldForm';
import { MappingSummary } from './MappingSummary';
import { MappingTreeView } from './MappingTreeView';
import { filterMappingTree } from './mappingFilter';
import type { MappingTree } from './mappingTree';
import { useIndexMappingQuery } from './mappingsApi';

interface MappingsDialogProps {
  /** The index whose mapping is shown; null: closed. */
  index: string | null;
  onClose: () => void;
}

export function MappingsDialog({ index, onClose }: MappingsDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      opened={index !== null}
      onClose={onClose}
      title={t('indices.mappingsDialog.title', { index: index ?? '' })}
      size={760}
      maw="90vw"
    >
      {index !== null && <MappingsBody index={index} onClose={onClose} />}
    </FormDialog>
  );
}

function MappingsBody({ index, onClose }: { index: string; onClose: () => void }) {
  const { t } = useTranslation();
  const cluster = useActiveCluster();
  const engine = useEngine();
  const { reason: readOnly } = useWriteAccess();
  const query = useIndexMappingQuery(index, { refetchOnMountOrArgChange: true });
  const tree = query.data?.tree;
  // Before 7, PUT {index}/_mapping needs a mapping type, which this form does not ask for.
  const typeless = cluster === null || engine.typelessMappings;
  return (
    <Stack gap="sm">
      <LoaderStatus state={queryRequestState(query)} uri={cluster?.uri}>
        {query.data && <MappingSummary tree={query.data.tree} limit={query.data.limit} />}
        {tree && <SearchableTree index={index} tree={tree} />}
      </LoaderStatus>
      {tree && readOnly === null && typeless ? (
        <AddFieldForm index={index} tree={tree} onClose={onClose} />
      ) : (
        <>
          {tree && readOnly === null && (
            <Text size="sm" c="dimmed">
              {t('indices.mappingsDialog.add.needsTypeless')}
            </Text>
          )}
          <DialogCloseRow label={t('indices.dialog.close')} onClose={onClose} />
        </>
      )}
    </Stack>
  );
}

/** The search box and the tree of the fields it keeps. */
function SearchableTree({ index, tree }: { index: string; tree: MappingTree }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  // Typing stays quick on a big mapping: the tree follows when React has time.
  const filter = useDeferredValue(search);
  const shown = filterMappingTree(tree, filter);
  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        aria-label={t('indices.mappingsDialog.search')}
        placeholder={t('indices.mappingsDialog.searchPlaceholder')}
        leftSection={<IconSearch size={14} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
      />
      {shown.fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {tree.fields.length === 0
            ? t('indices.mappingsDialog.empty')
            : t('indices.mappingsDialog.noMatch')}
        </Text>
      ) : (
        <MappingTreeView
          key={filter}
          fields={shown.fields}
          filter={filter}
          label={t('indices.mappingsDialog.tree', { index })}
        />
      )}
    </Stack>
  );
}
