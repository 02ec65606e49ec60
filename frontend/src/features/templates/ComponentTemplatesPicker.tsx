// The component templates a composable template is composed of, in order: the engine merges
// them first to last, so a later one overrides an earlier one. One is added from the cluster's
// component templates; each can move up or down, or be removed. A name the cluster does not
// have is marked: the engine would refuse it.
import { useState } from 'react';
import { ActionIcon, Badge, Group, Select, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { moveItem } from '../../lib/moveItem';

interface ComponentTemplatesPickerProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** The cluster's component template names; undefined while not known. */
  available: readonly string[] | undefined;
}

export function ComponentTemplatesPicker({
  value,
  onChange,
  available,
}: ComponentTemplatesPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const choices = (available ?? []).filter((name) => !value.includes(name));
  return (
    <Stack gap={6}>
      <Select
        label={t('templates.composable.components')}
        description={t('templates.composable.componentsHint')}
        placeholder={t('templates.composable.addComponent')}
        data={choices}
        value={null}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        nothingFoundMessage={t('templates.composable.noComponents')}
        onChange={(name) => {
          if (name !== null) onChange([...value, name]);
          setSearch('');
        }}
      />
      {value.length > 0 && (
        <Stack gap={2} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {value.map((name, index) => (
            <Group key={name} component="li" gap={6} wrap="nowrap" justify="space-between">
              <Group gap={6} wrap="nowrap">
                <Text size="sm" c="dimmed" w={20} ta="right">
                  {index + 1}
                </Text>
                <Text size="sm">{name}</Text>
                {available !== undefined && !available.includes(name) && (
                  <Badge size="xs" color="orange" variant="light">
                    {t('templates.composable.missing')}
                  </Badge>
                )}
              </Group>
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label={t('templates.composable.moveUp', { name })}
                  disabled={index === 0}
                  onClick={() => onChange(moveItem(value, index, -1))}
                >
                  <IconArrowUp size={14} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label={t('templates.composable.moveDown', { name })}
                  disabled={index === value.length - 1}
                  onClick={() => onChange(moveItem(value, index, 1))}
                >
                  <IconArrowDown size={14} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  color="red"
                  aria-label={t('templates.composable.remove', { name })}
                  onClick={() => onChange(value.filter((item) => item !== name))}
                >
                  <IconX size={14} />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
