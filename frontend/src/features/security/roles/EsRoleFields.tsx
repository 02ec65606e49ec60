// The form of an Elasticsearch role: description (8.15 on), cluster privileges, index entries,
// remote index entries (8.8 on), run as, application privileges and metadata. Privileges are
// offered from the cluster's built-in list; document-level queries the engine found invalid are
// explained at their entry.
import { Stack, Textarea, TagsInput, TextInput, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { EntryList } from './EntryList';
import { EMPTY_APPLICATION, EMPTY_INDEX_ENTRY, type EsRoleForm } from './esRoleForm';
import { EsIndexEntryFields } from './EsIndexEntryFields';
import { PrivilegeInput } from './PrivilegeInput';
import { isJsonObjectText } from './roleProblems';
import type { EsRoleCapabilities, PrivilegeOptions } from './roleOptions';
import { useRoleEditorBuiltinPrivilegesQuery } from './roleEditorApi';
import { NO_OPTIONS } from './roleOptions';
import type { RoleFieldsProps } from './roleFieldsProps';

const MONOSPACE = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } as const;

export function EsRoleFields({
  form,
  onChange,
  refusals,
  capabilities,
}: RoleFieldsProps<EsRoleForm> & {
  capabilities: EsRoleCapabilities;
}) {
  const { t } = useTranslation();
  const builtin = useRoleEditorBuiltinPrivilegesQuery(undefined, {
    skip: !capabilities.builtinPrivileges,
  });
  const options: PrivilegeOptions = builtin.data ?? NO_OPTIONS;
  const set = (patch: Partial<EsRoleForm>) => onChange({ ...form, ...patch });
  const entryTexts = (scope: 'indices' | 'remoteIndices' | 'applications') => ({
    legend: (number: number) => t(`security.roleEditor.es.${scope}.legend`, { number }),
    removeLabel: (number: number) => t(`security.roleEditor.es.${scope}.remove`, { number }),
    addLabel: t(`security.roleEditor.es.${scope}.add`),
    none: t(`security.roleEditor.es.${scope}.none`),
  });
  const metadataBad = form.metadata.trim() !== '' && !isJsonObjectText(form.metadata);
  const indexList = (remote: boolean) => (
    <EntryList
      entries={remote ? form.remoteIndices : form.indices}
      onChange={(entries) => set(remote ? { remoteIndices: entries } : { indices: entries })}
      empty={EMPTY_INDEX_ENTRY}
      {...entryTexts(remote ? 'remoteIndices' : 'indices')}
    >
      {(entry, index, update) => (
        <EsIndexEntryFields
          entry={entry}
          update={update}
          privileges={options.index}
          remote={remote}
          refusal={remote ? undefined : refusals.get(index)}
        />
      )}
    </EntryList>
  );
  return (
    <Stack gap="sm">
      {(capabilities.description || form.description !== '') && (
        <TextInput
          label={t('security.roleEditor.description')}
          value={form.description}
          onChange={(event) => set({ description: event.currentTarget.value })}
        />
      )}
      <PrivilegeInput
        label={t('security.roleEditor.es.cluster')}
        value={form.cluster}
        options={options.cluster}
        onChange={(cluster) => set({ cluster })}
      />
      <Title order={5}>{t('security.roleEditor.es.indices.title')}</Title>
      {indexList(false)}
      {(capabilities.remoteIndices || form.remoteIndices.length > 0) && (
        <>
          <Title order={5}>{t('security.roleEditor.es.remoteIndices.title')}</Title>
          {indexList(true)}
        </>
      )}
      <TagsInput
        label={t('security.roleEditor.es.runAs')}
        value={form.runAs}
        onChange={(runAs) => set({ runAs })}
      />
      <Title order={5}>{t('security.roleEditor.es.applications.title')}</Title>
      <EntryList
        entries={form.applications}
        onChange={(applications) => set({ applications })}
        empty={EMPTY_APPLICATION}
        {...entryTexts('applications')}
      >
        {(entry, _index, update) => (
          <>
            <TextInput
              label={t('security.roleEditor.es.application')}
              withAsterisk
              value={entry.application}
              onChange={(event) => update({ application: event.currentTarget.value })}
            />
            <TagsInput
              label={t('security.roleEditor.es.applicationPrivileges')}
              value={entry.privileges}
              onChange={(privileges) => update({ privileges })}
            />
            <TagsInput
              label={t('security.roleEditor.es.resources')}
              value={entry.resources}
              onChange={(resources) => update({ resources })}
            />
          </>
        )}
      </EntryList>
      <Textarea
        label={t('security.roleEditor.es.metadata')}
        autosize
        minRows={2}
        maxRows={10}
        styles={MONOSPACE}
        value={form.metadata}
        error={metadataBad ? t('security.roleEditor.problem.metadata') : undefined}
        onChange={(event) => set({ metadata: event.currentTarget.value })}
      />
    </Stack>
  );
}
