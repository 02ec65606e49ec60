// The proposed mapping against the existing index's: how many fields it adds, changes or leaves,
// and each added or changed field with its types.
import { Badge, List, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import type { MappingChange } from '../../../engine/mappingDiff';

const COLOURS = { added: 'teal', changed: 'orange', same: 'gray' } as const;

export function MappingProposalDiff({ changes }: { changes: readonly MappingChange[] }) {
  const { t } = useTranslation();
  const count = (kind: MappingChange['kind']) =>
    changes.filter((change) => change.kind === kind).length;
  const listed = changes.filter((change) => change.kind !== 'same');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('transfer.mapping.diff.title')}
      </Text>
      <Text size="sm">
        {t('transfer.mapping.diff.summary', {
          added: count('added'),
          changed: count('changed'),
          same: count('same'),
        })}
      </Text>
      {listed.length > 0 && (
        <List size="sm" spacing={2} aria-label={t('transfer.mapping.diff.title')}>
          {listed.map((change) => (
            <List.Item key={change.path}>
              <Badge size="xs" variant="light" color={COLOURS[change.kind]} mr={6}>
                {t(`transfer.mapping.diff.${change.kind}`)}
              </Badge>
              <Text span size="sm" ff="monospace">
                {change.path}
              </Text>{' '}
              {change.kind === 'changed'
                ? t('transfer.mapping.diff.change', { from: change.from, to: change.to })
                : change.to}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
