// A list of entries of a role (index grants, tenants, applications), each in its own frame
// named by its place, with a button that removes it, and a button that adds one at the end.
import type { ReactNode } from 'react';
import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

interface EntryListProps<Entry> {
  entries: Entry[];
  onChange: (entries: Entry[]) => void;
  /** What a new entry holds. */
  empty: Entry;
  /** The frame's name for entry `number` (from 1). */
  legend: (number: number) => string;
  removeLabel: (number: number) => string;
  addLabel: string;
  /** Said when there are no entries. */
  none: string;
  /** The fields of one entry, with the function that changes it. */
  children: (entry: Entry, index: number, update: (patch: Partial<Entry>) => void) => ReactNode;
}

export function EntryList<Entry>(props: EntryListProps<Entry>) {
  const { entries, onChange } = props;
  const update = (index: number) => (patch: Partial<Entry>) =>
    onChange(entries.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
  return (
    <Stack gap="xs">
      {entries.length === 0 && (
        <Text size="sm" c="dimmed">
          {props.none}
        </Text>
      )}
      {entries.map((entry, index) => (
        // Entries have no identity of their own; their place is their name.
        <Fieldset key={index} legend={props.legend(index + 1)} p="sm">
          <Stack gap="xs">
            {props.children(entry, index, update(index))}
            <Group justify="flex-end">
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={12} />}
                onClick={() => onChange(entries.filter((_, at) => at !== index))}
              >
                {props.removeLabel(index + 1)}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      ))}
      <Group>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...entries, props.empty])}
        >
          {props.addLabel}
        </Button>
      </Group>
    </Stack>
  );
}
