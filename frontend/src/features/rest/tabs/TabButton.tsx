import { useState, type KeyboardEvent } from 'react';
import { CloseButton, Group, TextInput, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';

interface TabButtonProps {
  /** The tab element's id, which the tab list owns. */
  id: string;
  label: string;
  active: boolean;
  closable: boolean;
  onSelect: () => void;
  onRename: (label: string) => void;
  onClose: () => void;
}

/** One query tab: its label as a tab, an inline editor while renaming, and a close button. */
export function TabButton({
  id,
  label,
  active,
  closable,
  onSelect,
  onRename,
  onClose,
}: TabButtonProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  const commit = () => {
    if (editing !== null && editing.trim() !== '') onRename(editing.trim());
    setEditing(null);
  };
  const onEditKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') setEditing(null);
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'F2') setEditing(label);
  };

  return (
    <Group
      gap={2}
      wrap="nowrap"
      px={6}
      py={2}
      style={{
        borderBottom: `2px solid ${active ? 'var(--mantine-primary-color-filled)' : 'transparent'}`,
        marginBottom: -1,
      }}
    >
      {editing === null ? (
        <UnstyledButton
          id={id}
          role="tab"
          aria-selected={active}
          title={t('rest.tabs.renameHint')}
          fz="sm"
          fw={active ? 600 : 400}
          px={4}
          onClick={onSelect}
          onDoubleClick={() => setEditing(label)}
          onKeyDown={onTabKey}
        >
          {label}
        </UnstyledButton>
      ) : (
        <TextInput
          size="xs"
          autoFocus
          aria-label={t('rest.tabs.rename')}
          value={editing}
          onChange={(event) => setEditing(event.currentTarget.value)}
          onBlur={commit}
          onKeyDown={onEditKey}
          w={140}
        />
      )}
      {closable && (
        <CloseButton size="sm" aria-label={t('rest.tabs.close', { label })} onClick={onClose} />
      )}
    </Group>
  );
}
