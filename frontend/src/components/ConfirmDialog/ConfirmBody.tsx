// The content of a confirmation dialog: the question, an optional field where the user types
// what is about to go, and the buttons. A destructive question starts on Cancel (or on the
// field), so an Enter pressed as the dialog opens never confirms it.
import { useRef, useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { currentTranslations } from '../../i18n/translate';
import { isTypedConfirmation } from './typedConfirmation';
import { useKeepFocusInside } from './useKeepFocusInside';

export interface ConfirmBodyProps {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  danger: boolean;
  /** What the user must type before the confirm button enables; undefined asks for nothing. */
  typed?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmBody({
  message,
  confirmLabel,
  cancelLabel,
  danger,
  typed,
  onConfirm,
  onCancel,
}: ConfirmBodyProps) {
  const [text, setText] = useState('');
  const form = useRef<HTMLFormElement>(null);
  useKeepFocusInside(form);
  const allowed = typed === undefined || isTypedConfirmation(text, typed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (allowed) onConfirm();
  };
  return (
    <form ref={form} onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {message}
        </Text>
        {typed !== undefined && (
          <TextInput
            label={currentTranslations().t('components.confirm.typeToConfirm', { value: typed })}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
            styles={{ label: { wordBreak: 'break-word' } }}
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button
            variant="default"
            onClick={onCancel}
            data-autofocus={danger && typed === undefined ? true : undefined}
          >
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            color={danger ? 'red' : undefined}
            disabled={!allowed}
            data-autofocus={danger ? undefined : true}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
