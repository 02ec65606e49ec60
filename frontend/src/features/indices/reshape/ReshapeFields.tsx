// The inputs of the Shrink and Split form: the new index's name, its primary shard count among
// those the engine accepts, the node a shrink gathers the shards on, and its replicas.
import { Group, NumberInput, Select } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { formatBytes } from '../../../lib/bytes';
import type { DataNode, ReshapeKind } from './reshapeTypes';
import { NameField } from '../../../components/FormDialog/NameField';

export interface ReshapeInput {
  name: string;
  /** null when no count is possible. */
  shards: number | null;
  node: string | undefined;
  /** Absent: the engine decides. */
  replicas: number | undefined;
}

interface ReshapeFieldsProps {
  kind: ReshapeKind;
  input: ReshapeInput;
  onChange: (input: ReshapeInput) => void;
  counts: readonly number[];
  dataNodes: readonly DataNode[];
  disabled: boolean;
}

export function ReshapeFields({
  kind,
  input,
  onChange,
  counts,
  dataNodes,
  disabled,
}: ReshapeFieldsProps) {
  const { t } = useTranslation();
  const nodes = dataNodes.map((node) => ({
    value: node.name,
    label:
      node.freeDiskBytes === null
        ? t('indices.reshapeDialog.nodeUnknownDisk', { node: node.name })
        : t('indices.reshapeDialog.nodeFree', {
            node: node.name,
            free: formatBytes(node.freeDiskBytes),
          }),
  }));
  return (
    <>
      <NameField
        label={t('indices.reshapeDialog.targetName')}
        value={input.name}
        onChange={(value) => onChange({ ...input, name: value })}
        disabled={disabled}
      />
      <Group grow align="flex-start">
        <Select
          label={t('indices.reshapeDialog.shards')}
          data={counts.map(String)}
          value={input.shards === null ? null : String(input.shards)}
          onChange={(value) =>
            onChange({ ...input, shards: value === null ? null : Number(value) })
          }
          allowDeselect={false}
          searchable={counts.length > 10}
          disabled={disabled || counts.length === 0}
        />
        <NumberInput
          label={t('indices.reshapeDialog.replicas')}
          description={t('indices.reshapeDialog.replicasHint')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          disabled={disabled}
          value={input.replicas ?? ''}
          onChange={(value) =>
            onChange({ ...input, replicas: typeof value === 'number' ? value : undefined })
          }
        />
      </Group>
      {kind === 'shrink' && (
        <Select
          label={t('indices.reshapeDialog.node')}
          data={nodes}
          value={input.node ?? null}
          onChange={(value) => onChange({ ...input, node: value ?? undefined })}
          allowDeselect={false}
          disabled={disabled || nodes.length === 0}
        />
      )}
    </>
  );
}
