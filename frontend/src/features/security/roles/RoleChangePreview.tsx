// What saving a role will change, shown before it is sent: the request's method and path, the
// role's JSON before and after compared line by line (ChangePreview), and who holds the role
// (what changes reaches them at once).
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

export function RoleChangePreview({ name, request, before, after }: RoleChangePreviewProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
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
