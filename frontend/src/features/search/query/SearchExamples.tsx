// The expandable help table of query-string syntax with a link to the query
// string documentation of the cluster's engine.
import { useState } from 'react';
import { Anchor, Code, Collapse, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconExternalLink } from '@tabler/icons-react';
import { useTranslation, type KeysUnder } from '../../../i18n/translate';
import type { Distribution } from '../../../engine/version';

/** Sample query and the key of its description. */
export const SEARCH_EXAMPLES: readonly (readonly [string, KeysUnder<'search.examples'>])[] = [
  ['hello world', 'freeWords'],
  ['_id:1', 'byId'],
  ['title:"hello world"', 'phrase'],
  ['status:(active OR pending)', 'orGroup'],
  ['age:>25', 'range'],
];

const QUERY_STRING_DOCS: Record<Distribution, string> = {
  elasticsearch:
    'https://www.elastic.co/guide/en/elasticsearch/reference/current/query-dsl-query-string-query.html#query-string-syntax',
  opensearch: 'https://docs.opensearch.org/latest/query-dsl/full-text/query-string/',
};

export function SearchExamples({ distribution }: { distribution: Distribution }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <div>
      <UnstyledButton onClick={() => setOpen(!open)} aria-expanded={open}>
        <Group gap={4}>
          <Chevron size={14} />
          <Text size="sm">{t('search.examples.title')}</Text>
        </Group>
      </UnstyledButton>
      <Collapse in={open}>
        <Table withTableBorder mt="xs" fz="sm" maw={640}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('search.examples.query')}</Table.Th>
              <Table.Th>{t('search.examples.description')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SEARCH_EXAMPLES.map(([sample, key]) => (
              <Table.Tr key={sample}>
                <Table.Td>
                  <Code>{sample}</Code>
                </Table.Td>
                <Table.Td>{t(`search.examples.${key}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Anchor
          href={QUERY_STRING_DOCS[distribution]}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
        >
          <Group gap={4} mt={4}>
            {t('search.examples.docs')}
            <IconExternalLink size={12} />
          </Group>
        </Anchor>
      </Collapse>
    </div>
  );
}
