// What saving a role will change, shown before it is sent: the request's method and path, the
// role's JSON before and after compared line by line (ChangePreview), and who holds the role
// (what changes reaches them at once). It opens at its top: the dialog's body, scrolled down
// through the form before, is brought back up to the request line.
import { useEffect, useRef } from 'react';
import { Code, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { ChangePreview } from '../ChangePreview';
import { bodyText } from './roleDraft';
import { RoleHoldersText } from './RoleHoldersText';

interface RoleChangePreviewProps {
  name: string;
  /** The request line, `PUT path`. */
  request: string;
  /** The role as listed; null for a new one. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
}

/** Scrolls the first scrolled box around `element` back to its top. */
export function scrollBackUp(element: HTMLElement | null): void {
  for (let box = element?.parentElement; box; box = box.parentElement) {
    if (box.scrollTop > 0) {
      box.scrollTop = 0;
      return;
    }
  }
}

export function RoleChangePreview({ name, request, before, after }: RoleChangePreviewProps) {
  const { t } = useTranslation();
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => scrollBackUp(top.current), []);
  return (
    <Stack gap="xs" ref={top}>
      <Code data-testid="role-request">{request}</Code>
      <ChangePreview
        before={before === null ? '' : bodyText(before)}
        after={bodyText(after)}
        title={t('security.roleEditor.preview.title')}
      />
      <RoleHoldersText role={name} />
    </Stack>
  );
}
