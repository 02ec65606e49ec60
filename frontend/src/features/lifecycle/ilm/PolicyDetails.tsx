// A policy's details, under its row: the indices, data streams and composable templates that use
// it (or that the engine does not say), and its JSON, as PUT _ilm/policy/{name} takes it, in the
// code viewer. Cluster text is rendered as text only.
import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import { CodeViewer } from '../../../components/CodeEditor/CodeEditor';
import { stringifyJson } from '../../../lib/json';
import { firstNames, type IlmPolicyRow } from './policyRows';

/** "a, b, c and 12 more". */
export function namesText(t: TFunction, names: readonly string[], limit = 10): string {
  const { shown, more } = firstNames(names, limit);
  const list = shown.join(', ');
  return more === 0 ? list : t('lifecycle.ilm.namesAndMore', { names: list, count: more });
}

export function PolicyDetails({ row }: { row: IlmPolicyRow }) {
  const { t } = useTranslation();
  const json = useMemo(() => stringifyJson({ policy: row.policy }, 2), [row.policy]);
  const { usage } = row;
  const lists = usage && [
    {
      label: t('lifecycle.ilm.users.indices', { count: usage.indices.length }),
      names: usage.indices,
    },
    {
      label: t('lifecycle.ilm.users.dataStreams', { count: usage.dataStreams.length }),
      names: usage.dataStreams,
    },
    {
      label: t('lifecycle.ilm.users.templates', { count: usage.templates.length }),
      names: usage.templates,
    },
  ];
  return (
    <Stack gap="xs" p="xs" data-testid="ilm-policy-details">
      {lists === null ? (
        <Text size="sm" c="dimmed">
          {t('lifecycle.ilm.users.unknown')}
        </Text>
      ) : (
        lists.map((list) => (
          <Text key={list.label} size="sm">
            <Text span fw={500}>
              {list.label}
            </Text>
            {list.names.length > 0 && `: ${namesText(t, list.names, 50)}`}
          </Text>
        ))
      )}
      <CodeViewer value={json} height={320} label={t('lifecycle.ilm.json', { name: row.name })} />
    </Stack>
  );
}
