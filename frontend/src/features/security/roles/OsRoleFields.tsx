// The form of an OpenSearch role: description, cluster permissions, index permissions (patterns,
// allowed actions, document-level query, field-level security with `~` for a field left out,
// masked fields) and tenant permissions. Actions are offered from the cluster's action groups and
// the action names found in them; the fields from the indices an entry names.
import { Stack, TagsInput, TextInput, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { EntryList } from './EntryList';
import {
  EMPTY_OS_INDEX_ENTRY,
  EMPTY_TENANT_ENTRY,
  type OsIndexEntry,
  type OsRoleForm,
} from './osRoleForm';
import { OFFERED_LIMIT, PrivilegeInput } from './PrivilegeInput';
import { QueryField } from './QueryField';
import { useRoleEditorActionGroupsQuery } from './roleEditorApi';
import type { RoleFieldsProps } from './roleFieldsProps';
import { flsOptions, NO_OPTIONS } from './roleOptions';
import { useIndexFields } from './useIndexFields';

interface IndexFieldsProps {
  entry: OsIndexEntry;
  update: (patch: Partial<OsIndexEntry>) => void;
  actions: readonly string[];
  refusal?: string;
}

function OsIndexFields({ entry, update, actions, refusal }: IndexFieldsProps) {
  const { t } = useTranslation();
  const fields = useIndexFields(entry.patterns);
  return (
    <>
      <TagsInput
        label={t('security.roleEditor.os.indexPatterns')}
        withAsterisk
        value={entry.patterns}
        onChange={(patterns) => update({ patterns })}
      />
      <PrivilegeInput
        label={t('security.roleEditor.os.allowedActions')}
        value={entry.actions}
        options={actions}
        onChange={(allowed) => update({ actions: allowed })}
      />
      <QueryField
        label={t('security.roleEditor.os.dls')}
        value={entry.dls}
        onChange={(dls) => update({ dls })}
        refusal={refusal}
      />
      <TagsInput
        label={t('security.roleEditor.os.fls')}
        description={t('security.roleEditor.os.flsHint')}
        data={flsOptions(fields)}
        limit={OFFERED_LIMIT}
        value={entry.fls}
        onChange={(fls) => update({ fls })}
      />
      <TagsInput
        label={t('security.roleEditor.os.masked')}
        data={fields}
        limit={OFFERED_LIMIT}
        value={entry.masked}
        onChange={(masked) => update({ masked })}
      />
    </>
  );
}

export function OsRoleFields({ form, onChange, refusals }: RoleFieldsProps<OsRoleForm>) {
  const { t } = useTranslation();
  const options = useRoleEditorActionGroupsQuery().data ?? NO_OPTIONS;
  const set = (patch: Partial<OsRoleForm>) => onChange({ ...form, ...patch });
  const entryTexts = (scope: 'indices' | 'tenants') => ({
    legend: (number: number) => t(`security.roleEditor.os.${scope}.legend`, { number }),
    removeLabel: (number: number) => t(`security.roleEditor.os.${scope}.remove`, { number }),
    addLabel: t(`security.roleEditor.os.${scope}.add`),
    none: t(`security.roleEditor.os.${scope}.none`),
  });
  return (
    <Stack gap="sm">
      <TextInput
        label={t('security.roleEditor.description')}
        value={form.description}
        onChange={(event) => set({ description: event.currentTarget.value })}
      />
      <PrivilegeInput
        label={t('security.roleEditor.os.cluster')}
        value={form.cluster}
        options={options.cluster}
        onChange={(cluster) => set({ cluster })}
      />
      <Title order={5}>{t('security.roleEditor.os.indices.title')}</Title>
      <EntryList
        entries={form.indices}
        onChange={(indices) => set({ indices })}
        empty={EMPTY_OS_INDEX_ENTRY}
        {...entryTexts('indices')}
      >
        {(entry, index, update) => (
          <OsIndexFields
            entry={entry}
            update={update}
            actions={options.index}
            refusal={refusals.get(index)}
          />
        )}
      </EntryList>
      <Title order={5}>{t('security.roleEditor.os.tenants.title')}</Title>
      <EntryList
        entries={form.tenants}
        onChange={(tenants) => set({ tenants })}
        empty={EMPTY_TENANT_ENTRY}
        {...entryTexts('tenants')}
      >
        {(entry, _index, update) => (
          <>
            <TagsInput
              label={t('security.roleEditor.os.tenantPatterns')}
              value={entry.patterns}
              onChange={(patterns) => update({ patterns })}
            />
            <PrivilegeInput
              label={t('security.roleEditor.os.allowedActions')}
              value={entry.actions}
              options={options.tenant}
              onChange={(allowed) => update({ actions: allowed })}
            />
          </>
        )}
      </EntryList>
    </Stack>
  );
}
