// The expandable help table of query-string syntax with a link to the query
// string documentation of the cluster's engine. The table is made the first time it opens (a
// closed Collapse keeps its content mounted: about a hundred components in every opening of the
// search screen), and kept for its closing transition.
import { useState } from 'react';
import { Anchor, Code, Collapse, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconExternalLink } from '@tabler/icons-react';
import { useTranslation, type KeysUnder } from '../../../i18n/translate';
import { queryStringDocsUrl } from '../../../engine/docsUrl';
import { useEngine } from '../../../engine/useEngine';

/** Sample query and the key of its description. */
export const SEARCH_EXAMPLES: readonly (readonly [string, KeysUnder<'search.examples'>])[] = [
  ['hello world', 'freeWords'],
  ['_id:1', 'byId'],
  ['title:"hello world"', 'phrase'],
  ['status:(active OR pending)', 'orGroup'],
  ['age:>25', 'range'],
];

export function SearchExamples() {
  const { t } = useTranslation();
  const engine = useEngine();
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState(false);
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <div>
      <UnstyledButton
        onClick={() => {
          setOpen(!open);
          setMade(true);
        }}
        aria-expanded={open}
      >
        <Group gap={4}>
          <Chevron size={14} />
          <Text size="sm">{t('search.examples.title')}</Text>
        </Group>
      </UnstyledButton>
      <Collapse in={open}>
        {made && <ExamplesTable docsUrl={queryStringDocsUrl(engine)} />}
      </Collapse>
    </div>
  );
}

function ExamplesTable({ docsUrl }: { docsUrl: string }) {
  const { t } = useTranslation();
  return (
    <>
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
      <Anchor href={docsUrl} target="_blank" rel="noopener noreferrer" size="sm">
        <Group gap={4} mt={4}>
          {t('search.examples.docs')}
          <IconExternalLink size={12} />
        </Group>
      </Anchor>
    </>
  );
}
