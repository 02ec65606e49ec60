// The query-string field: Enter or the Search button runs the search, Esc
// resets the text to '*', and the time the last search took shows under the button.
import type { FormEvent, KeyboardEvent } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { DEFAULT_Q } from '../view/searchView';

interface QueryStringFieldProps {
  q: string;
  onChange: (q: string) => void;
  onSearch: () => void;
  took?: number;
  searching: boolean;
}

export function QueryStringField({
  q,
  onChange,
  onSearch,
  took,
  searching,
}: QueryStringFieldProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') onChange(DEFAULT_Q);
  };
  return (
    <form onSubmit={submit} style={{ flex: 1, minWidth: 240 }}>
      <TextInput
        label={t('search.query.label')}
        title={t('search.query.hint')}
        value={q}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        leftSection={<IconSearch size={14} />}
        size="sm"
        data-autofocus
        rightSectionWidth={96}
        rightSection={
          <Stack gap={0} align="center">
            <Button type="submit" size="compact-sm" loading={searching}>
              {t('search.query.search')}
            </Button>
          </Stack>
        }
      />
      <Text size="xs" c="dimmed" mt={2} aria-live="polite" mih={18}>
        {took !== undefined && t('search.query.took', { took })}
      </Text>
    </form>
  );
}
