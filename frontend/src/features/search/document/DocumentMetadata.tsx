import { Code, Group, Text } from '@mantine/core';
import type { GetDocumentResponse } from '../../../api/operations/documents';
import { documentMetadata } from './documentMeta';

/** The document's metadata pairs that are not null, as 'name value' chips. */
export function DocumentMetadata({ document }: { document: GetDocumentResponse }) {
  return (
    <Group gap="md" wrap="wrap" component="dl" m={0}>
      {documentMetadata(document).map(([name, value]) => (
        <Group key={name} gap={4} wrap="nowrap">
          <Text component="dt" size="sm" fw={600}>
            {name}
          </Text>
          <Code component="dd" m={0} style={{ wordBreak: 'break-all' }}>
            {value}
          </Code>
        </Group>
      ))}
    </Group>
  );
}
