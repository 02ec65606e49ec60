// The fields of one index entry of an Elasticsearch role: the remote clusters (remote_indices
// only), the index names and patterns, the privileges the cluster lists, field-level security
// with the real fields of the named indices offered, the document-level query and whether
// restricted indices are covered.
import { Group, Switch, TagsInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import type { EsIndexEntry } from './esRoleForm';
import { OFFERED_LIMIT, PrivilegeInput } from './PrivilegeInput';
import { QueryField } from './QueryField';
import { useIndexFields } from './useIndexFields';

interface EsIndexEntryFieldsProps {
  entry: EsIndexEntry;
  update: (patch: Partial<EsIndexEntry>) => void;
  privileges: readonly string[];
  remote: boolean;
  /** The engine's explanation of an invalid query. */
  refusal?: string;
}

export function EsIndexEntryFields(props: EsIndexEntryFieldsProps) {
  const { entry, update, remote } = props;
  const { t } = useTranslation();
  const fields = useIndexFields(entry.names, remote);
  const label = (key: 'clusters' | 'names' | 'grant' | 'except') =>
    t(`security.roleEditor.es.${key}`);
  return (
    <>
      {remote && (
        <TagsInput
          label={label('clusters')}
          value={entry.clusters}
          onChange={(clusters) => update({ clusters })}
        />
      )}
      <TagsInput
        label={label('names')}
        withAsterisk
        value={entry.names}
        onChange={(names) => update({ names })}
      />
      <PrivilegeInput
        label={t('security.roleEditor.es.privileges')}
        value={entry.privileges}
        options={props.privileges}
        onChange={(privileges) => update({ privileges })}
      />
      <Group grow align="flex-start">
        <TagsInput
          label={label('grant')}
          data={fields}
          limit={OFFERED_LIMIT}
          value={entry.grant}
          onChange={(grant) => update({ grant })}
        />
        <TagsInput
          label={label('except')}
          data={fields}
          limit={OFFERED_LIMIT}
          value={entry.except}
          onChange={(except) => update({ except })}
        />
      </Group>
      <QueryField
        label={t('security.roleEditor.es.query')}
        value={entry.query}
        onChange={(query) => update({ query })}
        refusal={props.refusal}
      />
      <Switch
        label={t('security.roleEditor.es.allowRestricted')}
        checked={entry.allowRestricted}
        onChange={(event) => update({ allowRestricted: event.currentTarget.checked })}
      />
    </>
  );
}
