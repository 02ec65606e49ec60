// An opened tenant (or another entry with a description): the description as text, and, for an
// entry the plugin keeps (reserved, static), why it cannot be changed or deleted.
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { refusalOf, type OpensearchEntry } from './entryWrites';

export function EntryDetails({
  entry,
  description,
}: {
  entry: OpensearchEntry;
  description: string;
}) {
  const { t } = useTranslation();
  const refusal = refusalOf(t, entry);
  return (
    <Stack gap={4} p="xs">
      <Text size="sm" c={description ? undefined : 'dimmed'}>
        {description || t('security.entries.noDescription')}
      </Text>
      {refusal && (
        <Text size="sm" c="dimmed">
          {refusal}
        </Text>
      )}
    </Stack>
  );
}
