// What the action groups and tenants lists share around their writes: why the plugin refuses to
// change an entry (reserved or static), said in a dialog instead of sending a write bound to
// fail, and deleting an entry once its name is typed.
import { useCallback } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import { askInModal, confirm } from '../../../components/ConfirmDialog/confirm';
import { useFeedback } from '../../../components/Feedback/useFeedback';
import type { OpensearchEntryKind } from '../../../api/operations/securityOpensearch';
import { Marks } from '../Marks';
import { useDeleteOpensearchEntryMutation } from './opensearchApi';

/** An action group or a tenant, as far as its writes go. */
export interface OpensearchEntry {
  name: string;
  reserved: boolean;
  static: boolean;
  hidden: boolean;
}

/** The texts of each list, under its own keys. */
export const ENTRY_SCOPE = {
  actiongroups: 'security.actionGroups',
  tenants: 'security.tenants',
} as const satisfies Record<OpensearchEntryKind, string>;

/** Why the plugin refuses to change or delete `entry`; null when it lets it. */
export function refusalOf(t: TFunction, entry: OpensearchEntry): string | null {
  if (entry.static) return t('security.entries.refusedStatic', { name: entry.name });
  if (entry.reserved) return t('security.entries.refusedReserved', { name: entry.name });
  return null;
}

/** The marks after an entry's name: reserved, static, hidden. */
export function EntryMarks({ t, entry }: { t: TFunction; entry: OpensearchEntry }) {
  return (
    <Marks
      marks={[
        entry.reserved && t('security.entries.reserved'),
        entry.static && t('security.entries.static'),
        entry.hidden && t('security.entries.hidden'),
      ]}
    />
  );
}

/** Says, in a dialog with only Close, why the write is not sent. */
export function tellRefusal(t: TFunction, title: string, reason: string): Promise<boolean> {
  return askInModal(title, (answer) => (
    <Stack gap="md">
      <Text size="sm" role="alert">
        {reason}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => answer(false)} data-autofocus>
          {t('components.formDialog.close')}
        </Button>
      </Group>
    </Stack>
  ));
}

/** Runs `write` on an entry the plugin lets change; says why not on the others. */
export function useUnlessRefused<Entry extends OpensearchEntry>(
  title: string,
  write: (entry: Entry) => void,
): (entry: Entry) => void {
  const { t } = useTranslation();
  return useCallback(
    (entry: Entry) => {
      const reason = refusalOf(t, entry);
      if (reason === null) write(entry);
      else void tellRefusal(t, title, reason);
    },
    [t, title, write],
  );
}

/** Deleting an entry once its name is typed; a reserved or static one is refused with why. */
export function useEntryDeletion<Entry extends OpensearchEntry>(
  kind: OpensearchEntryKind,
): (entry: Entry) => void {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [deleteEntry] = useDeleteOpensearchEntryMutation();
  const scope = ENTRY_SCOPE[kind];
  const remove = useCallback(
    (entry: Entry) =>
      void (async () => {
        const confirmed = await confirm({
          title: t(`${scope}.delete.title`),
          message: t(`${scope}.delete.question`, { name: entry.name }),
          confirmLabel: t(`${scope}.delete.button`),
          danger: true,
          typed: entry.name,
        });
        if (!confirmed) return;
        try {
          feedback.succeeded(
            t(`${scope}.delete.done`, { name: entry.name }),
            await deleteEntry({ kind, name: entry.name }).unwrap(),
          );
        } catch (error) {
          feedback.failed(error);
        }
      })(),
    [t, feedback, deleteEntry, kind, scope],
  );
  return useUnlessRefused(t(`${scope}.delete.title`), remove);
}
