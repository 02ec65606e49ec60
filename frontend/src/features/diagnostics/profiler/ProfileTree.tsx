// A profile's tree (queries, collectors, aggregations or fetch), slowest first: each node with its
// time and its share of the shard's total as a bar and as text, its timings breakdown and children
// behind a disclosure. The slowest path is open to start with.
import { useState } from 'react';
import { Box, Group, Progress, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import {
  slowestPath,
  type CollectorNode,
  type ProfileNode,
} from '../../../engine/diagnostics/profileTree';
import { useTranslation } from '../../../i18n/translate';
import { formatNanos, formatShare } from './profileFormat';

type AnyNode = ProfileNode | CollectorNode;

interface ProfileTreeProps {
  nodes: readonly AnyNode[];
  /** The engine gave no times: no time or share is shown. */
  untimed: boolean;
  label: string;
}

function labelOf(node: AnyNode): [string, string] {
  return 'type' in node ? [node.type, node.description] : [node.name, node.reason];
}

function Breakdown({ node }: { node: ProfileNode }) {
  const { t } = useTranslation();
  if (node.breakdown.length === 0) return null;
  return (
    <Table
      withTableBorder
      fz="xs"
      style={{ width: 'auto' }}
      aria-label={t('diagnostics.profiler.breakdown')}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('diagnostics.profiler.timing')}</Table.Th>
          <Table.Th scope="col">{t('diagnostics.profiler.time')}</Table.Th>
          <Table.Th scope="col">{t('diagnostics.profiler.count')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {node.breakdown.map((entry) => (
          <Table.Tr key={entry.name}>
            <Table.Td ff="monospace">{entry.name}</Table.Td>
            <Table.Td>{formatNanos(entry.time)}</Table.Td>
            <Table.Td>{entry.count ?? ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

interface NodeProps {
  node: AnyNode;
  untimed: boolean;
  open: ReadonlySet<string>;
  toggle: (key: string) => void;
}

function TreeNode({ node, untimed, open, toggle }: NodeProps) {
  const { t } = useTranslation();
  const [name, detail] = labelOf(node);
  const expandable = node.children.length > 0 || ('breakdown' in node && node.breakdown.length > 0);
  const expanded = open.has(node.key);
  const Chevron = expanded ? IconChevronDown : IconChevronRight;
  const share = formatShare(node.share);
  return (
    <li>
      <Group gap="xs" wrap="nowrap" align="center">
        {expandable ? (
          <UnstyledButton
            onClick={() => toggle(node.key)}
            aria-expanded={expanded}
            aria-label={t(
              expanded ? 'diagnostics.profiler.collapse' : 'diagnostics.profiler.expand',
              { name },
            )}
          >
            <Chevron size={16} aria-hidden />
          </UnstyledButton>
        ) : (
          <Box w={16} />
        )}
        <Text size="sm" fw={600} ff="monospace">
          {name}
        </Text>
        {!untimed && (
          <>
            <Text size="sm">{formatNanos(node.time)}</Text>
            <Progress
              value={node.share * 100}
              w={120}
              size="sm"
              aria-label={t('diagnostics.profiler.shareOf', { name, share })}
            />
            <Text size="xs" c="dimmed">
              {share}
            </Text>
          </>
        )}
      </Group>
      <Text size="xs" ff="monospace" c="dimmed" pl={24} style={{ wordBreak: 'break-all' }}>
        {detail}
      </Text>
      {expanded && (
        <Stack gap={4} pl={24} py={4}>
          {'breakdown' in node && <Breakdown node={node} />}
          {node.children.length > 0 && (
            <NodeList nodes={node.children} untimed={untimed} open={open} toggle={toggle} />
          )}
        </Stack>
      )}
    </li>
  );
}

function NodeList({ nodes, ...rest }: Omit<NodeProps, 'node'> & { nodes: readonly AnyNode[] }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, paddingLeft: 0 }}>
      {nodes.map((node) => (
        <TreeNode key={node.key} node={node} {...rest} />
      ))}
    </ul>
  );
}

export function ProfileTree({ nodes, untimed, label }: ProfileTreeProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(slowestPath(nodes)));
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  if (nodes.length === 0) return null;
  return (
    <Box role="group" aria-label={label}>
      <NodeList nodes={nodes} untimed={untimed} open={open} toggle={toggle} />
    </Box>
  );
}
