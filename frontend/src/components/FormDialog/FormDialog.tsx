// The frame of the dialogs that send a form: a modal whose body exists only while it is open
// (closing drops the input, reopening starts afresh), and a form with the fields, the reason
// the last attempt failed, and Close beside a submit button that shows while the call runs. A
// form whose write needs a privilege the connected user lacks keeps its input but is not sent:
// the submit button is off and the missing privilege is named beside it.
import { useId, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '../Dialog/Dialog';
import { usePrivilegeReasons, type PrivilegeNeed } from '../WriteAccess/usePrivilegeReason';

interface FormDialogProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size: number;
  /** Caps the width on narrow windows. */
  maw?: string;
  /** Refuses to close (Escape, a click outside, no X) while work the dialog shows is running. */
  locked?: boolean;
  /** Mounted only while the dialog is open. */
  children: ReactNode;
}

const stayOpen = () => undefined;

export function FormDialog(props: FormDialogProps) {
  const { opened, onClose, title, size, maw, locked = false, children } = props;
  return (
    <Dialog
      opened={opened}
      onClose={locked ? stayOpen : onClose}
      closeOnEscape={!locked}
      closeOnClickOutside={!locked}
      withCloseButton={!locked}
      title={title}
      size={size}
      maw={maw}
    >
      {opened && children}
    </Dialog>
  );
}

interface DialogFormProps {
  /** Sends the form; called only while it can be sent and no call is running. */
  onSubmit: () => Promise<void>;
  canSubmit: boolean;
  /** The call is running: the submit button spins and the form is not sent again. */
  busy: boolean;
  onClose: () => void;
  closeLabel: string;
  /** No submit button when null: the form has done its work. */
  submitLabel: string | null;
  /** Why the last attempt failed, above the buttons. */
  error?: ReactNode;
  /** A secondary action on the left of the buttons, such as Reset. */
  extraAction?: ReactNode;
  /**
   * What the write needs of the connected user (each of them, for a list; null: nothing yet, an
   * index still to be named); none judged when omitted.
   */
  need?: DialogNeed;
  children: ReactNode;
}

/** The privileges a form's write needs: one, several (each index it writes), or none. */
export type DialogNeed = PrivilegeNeed | readonly (PrivilegeNeed | null)[] | null;

export function DialogForm({ need, ...props }: DialogFormProps) {
  // A form that names a need keeps the same tree while the need changes (an index name typed),
  // so that its fields are not mounted again under the user's hands.
  return need === undefined ? (
    <OfferedDialogForm {...props} reason={null} />
  ) : (
    <PrivilegedDialogForm {...props} need={need} />
  );
}

/** A form whose write needs privileges: not sent by a user who lacks one. */
function PrivilegedDialogForm({ need, ...props }: DialogFormProps & { need: DialogNeed }) {
  const needs = (Array.isArray(need) ? need : [need]).filter((each): each is PrivilegeNeed =>
    Boolean(each),
  );
  const reasonOf = usePrivilegeReasons(needs.length > 0);
  const reason = needs.map(reasonOf).find((each) => each !== null) ?? null;
  return <OfferedDialogForm {...props} reason={reason} />;
}

function OfferedDialogForm(props: DialogFormProps & { reason: string | null }) {
  const { onSubmit, busy, reason } = props;
  const canSubmit = props.canSubmit && reason === null;
  const reasonId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || busy) return;
    void onSubmit();
  };
  const buttons = (
    <>
      <Button variant="default" onClick={props.onClose}>
        {props.closeLabel}
      </Button>
      {props.submitLabel !== null && (
        <Button
          type="submit"
          disabled={!canSubmit}
          loading={busy}
          aria-describedby={reason === null ? undefined : reasonId}
        >
          {props.submitLabel}
        </Button>
      )}
    </>
  );
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        {props.children}
        {props.error}
        {reason !== null && (
          <Text size="sm" c="dimmed" id={reasonId}>
            {reason}
          </Text>
        )}
        {props.extraAction ? (
          <Group justify="space-between" gap="xs">
            {props.extraAction}
            <Group gap="xs">{buttons}</Group>
          </Group>
        ) : (
          <Group justify="flex-end" gap="xs">
            {buttons}
          </Group>
        )}
      </Stack>
    </form>
  );
}

interface DialogCloseRowProps {
  label: string;
  onClose: () => void;
  /** Close is off, as while the dialog is locked. */
  disabled?: boolean;
}

/** The last row of a dialog that sends nothing itself: its Close button. */
export function DialogCloseRow({ label, onClose, disabled = false }: DialogCloseRowProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose} disabled={disabled}>
        {label}
      </Button>
    </Group>
  );
}
