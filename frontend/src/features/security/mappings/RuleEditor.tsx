// The visual editor of a role mapping's rules: each node a box with its kind (any, all, field,
// except), a field rule's field (username, dn, groups, realm.name, metadata.<key>) and values, the
// children of any and all with a button adding one, and a button removing the node from its
// parent. A node the tree cannot hold is shown as its JSON, kept as it is (the JSON view edits
// it). Every control is named after the node's place ("rule 2.1").
import {
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { RULE_FIELDS, type RoleMappingRule } from '../../../engine/roleMappingRules';
import { stringifyJson } from '../../../lib/json';
import {
  addChild,
  removeAt,
  updateAt,
  valuesFromTexts,
  valueText,
  withKind,
  type RuleKind,
  type RulePath,
} from './ruleTree';

interface RuleEditorProps {
  rule: RoleMappingRule;
  onChange: (rule: RoleMappingRule) => void;
}

export function RuleEditor({ rule, onChange }: RuleEditorProps) {
  return <RuleNode root={rule} path={[]} parent={null} onChange={onChange} />;
}

interface NodeProps {
  root: RoleMappingRule;
  path: RulePath;
  /** The kind of the node holding this one; null for the root. */
  parent: RoleMappingRule['kind'] | null;
  onChange: (rule: RoleMappingRule) => void;
}

const nodeAt = (root: RoleMappingRule, path: RulePath): RoleMappingRule =>
  path.reduce<RoleMappingRule>((node, step) => {
    if (node.kind === 'any' || node.kind === 'all') return node.rules[step];
    return node.kind === 'except' ? node.rule : node;
  }, root);

function RuleNode({ root, path, parent, onChange }: NodeProps) {
  const { t } = useTranslation();
  const node = nodeAt(root, path);
  const where =
    path.length === 0 ? t('security.mappings.rule.top') : path.map((at) => at + 1).join('.');
  const change = (next: (node: RoleMappingRule) => RoleMappingRule) =>
    onChange(updateAt(root, path, next));
  const kinds: RuleKind[] =
    parent === 'all' ? ['any', 'all', 'field', 'except'] : ['any', 'all', 'field'];
  const removable = parent === 'any' || parent === 'all';
  return (
    <Paper withBorder p="xs" role="group" aria-label={t('security.mappings.rule.node', { where })}>
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" wrap="wrap">
          {node.kind === 'raw' ? (
            <Text size="sm">{t('security.mappings.rule.raw')}</Text>
          ) : (
            <NativeSelect
              size="xs"
              label={t('security.mappings.rule.kind', { where })}
              value={node.kind}
              data={kinds.map((kind) => ({
                value: kind,
                label: t(`security.mappings.rule.kinds.${kind}`),
              }))}
              onChange={(event) =>
                change((at) => withKind(at, event.currentTarget.value as RuleKind))
              }
            />
          )}
          {node.kind === 'field' && <FieldControls node={node} where={where} onChange={change} />}
          {removable && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconX size={12} />}
              aria-label={t('security.mappings.rule.removeFor', { where })}
              onClick={() => onChange(removeAt(root, path))}
            >
              {t('security.mappings.rule.remove')}
            </Button>
          )}
        </Group>
        {node.kind === 'raw' && (
          <Text size="xs" ff="monospace" style={{ whiteSpace: 'pre-wrap' }}>
            {stringifyJson(node.json, 2)}
          </Text>
        )}
        {(node.kind === 'any' || node.kind === 'all' || node.kind === 'except') && (
          <Stack gap="xs" pl="md">
            {(node.kind === 'except' ? [node.rule] : node.rules).map((_, at) => (
              <RuleNode
                key={at}
                root={root}
                path={[...path, at]}
                parent={node.kind}
                onChange={onChange}
              />
            ))}
            {node.kind !== 'except' && (
              <Group>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={12} />}
                  aria-label={t('security.mappings.rule.addFor', { where })}
                  onClick={() => onChange(addChild(root, path))}
                >
                  {t('security.mappings.rule.add')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

type FieldRule = Extract<RoleMappingRule, { kind: 'field' }>;

const METADATA = 'metadata.';

/** A field rule's field (a known one, or metadata with its key) and its values. */
function FieldControls({
  node,
  where,
  onChange,
}: {
  node: FieldRule;
  where: string;
  onChange: (change: (node: RoleMappingRule) => RoleMappingRule) => void;
}) {
  const { t } = useTranslation();
  const known = (RULE_FIELDS as readonly string[]).includes(node.field);
  const metadata = node.field.startsWith(METADATA);
  const choice = known ? node.field : metadata ? 'metadata' : node.field;
  const choices = [...RULE_FIELDS, 'metadata', ...(known || metadata ? [] : [node.field])];
  const set = (patch: Partial<FieldRule>) => onChange(() => ({ ...node, ...patch }));
  return (
    <>
      <NativeSelect
        size="xs"
        label={t('security.mappings.rule.field', { where })}
        value={choice}
        data={choices.map((value) => ({
          value,
          label: value === 'metadata' ? `${METADATA}…` : value,
        }))}
        onChange={(event) => {
          const value = event.currentTarget.value;
          set({
            field:
              value === 'metadata'
                ? `${METADATA}${metadata ? node.field.slice(METADATA.length) : ''}`
                : value,
          });
        }}
      />
      {metadata && (
        <TextInput
          size="xs"
          label={t('security.mappings.rule.metadataKey', { where })}
          value={node.field.slice(METADATA.length)}
          onChange={(event) => set({ field: `${METADATA}${event.currentTarget.value}` })}
        />
      )}
      <TagsInput
        size="xs"
        style={{ flex: 1, minWidth: 200 }}
        label={t('security.mappings.rule.values', { where })}
        description={t('security.mappings.rule.valuesHint')}
        // DNs hold commas: only Enter ends a value.
        splitChars={[]}
        value={node.values.map(valueText)}
        onChange={(texts) => {
          const values = valuesFromTexts(texts, node.values);
          set({ values, list: values.length === 1 ? node.list : true });
        }}
      />
    </>
  );
}
