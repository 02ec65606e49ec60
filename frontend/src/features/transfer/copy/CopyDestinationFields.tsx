// Where a copy goes: one of the connected clusters (this one included, for a copy under another
// name; a read-only cluster is shown but cannot be chosen) and the index name there, and the new
// index's mapping and settings, read from the source and editable before the copy starts. An
// index that exists already is written into as it is.
import { Group, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { useAppSelector } from '../../../store/hooks';
import type { CopyFieldsProps } from './CopySourceFields';
import { draftProblems } from './copySetup';
import { JsonField } from './JsonField';

interface CopyDestinationProps extends CopyFieldsProps {
  /** Whether the source's mapping and settings are being read, or could not be. */
  body: 'reading' | 'failed' | 'ready';
}

export function CopyDestinationFields({ draft, onChange, body }: CopyDestinationProps) {
  const { t } = useTranslation();
  const clusters = useAppSelector((state) => state.connection.clusters);
  const active = useAppSelector((state) => state.connection.activeClusterIndex);
  const data = clusters.map((cluster, index) => {
    const readOnly = cluster.protection === 'read-only';
    const marks = [
      index === active ? t('transfer.copy.destination.thisCluster') : null,
      readOnly ? t('transfer.copy.destination.readOnly') : null,
    ].filter((mark) => mark !== null);
    const label = marks.length > 0 ? `${cluster.name} (${marks.join(', ')})` : cluster.name;
    return { value: String(index), label, disabled: readOnly };
  });
  const nameProblem = draftProblems(draft).find((problem) => problem.field === 'name');
  const nameError =
    nameProblem && 'problem' in nameProblem && nameProblem.problem !== 'empty'
      ? t(`indices.newIndex.nameProblem.${nameProblem.problem}`)
      : null;
  const bodyProblem = draftProblems(draft).some((problem) => problem.field === 'body');
  return (
    <Stack gap="xs">
      <Group gap="md" align="flex-start">
        <Select
          label={t('transfer.copy.destination.cluster')}
          description={t('transfer.copy.destination.clusterHint')}
          data={data}
          value={draft.destination === null ? null : String(draft.destination)}
          onChange={(value) => onChange({ destination: value === null ? null : Number(value) })}
          allowDeselect={false}
          w={300}
        />
        <TextInput
          label={t('transfer.copy.destination.index')}
          description={t('transfer.copy.destination.indexHint')}
          value={draft.name}
          onChange={(event) => onChange({ name: event.currentTarget.value })}
          error={nameError}
          w={300}
          required
        />
      </Group>
      <JsonField
        label={t('transfer.copy.destination.body')}
        hint={
          bodyProblem
            ? t('transfer.copy.destination.bodyInvalid')
            : t(`transfer.copy.destination.body_${body}`)
        }
        wrong={body === 'failed' || bodyProblem}
        value={draft.bodyText}
        onChange={(bodyText) => onChange({ bodyText, bodyEdited: true })}
        height={200}
      />
    </Stack>
  );
}
