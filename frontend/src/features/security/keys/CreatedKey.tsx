// The key just created, shown once: the Authorization header, the encoded key and the id, each
// with a button that copies it, under the warning that it will not be shown again.
import { Alert, Code, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { CopyButton } from '../../../components/CopyButton/CopyButton';
import { DialogCloseRow } from '../../../components/FormDialog/FormDialog';
import type { CreatedApiKey } from '../../../engine/apiKeyRequests';

interface CreatedKeyProps {
  created: CreatedApiKey;
  onClose: () => void;
}

export function CreatedKey({ created, onClose }: CreatedKeyProps) {
  const { t } = useTranslation();
  const values = [
    { label: t('security.keys.created.header'), value: `Authorization: ApiKey ${created.encoded}` },
    { label: t('security.keys.created.encoded'), value: created.encoded },
    { label: t('security.keys.created.id'), value: created.id },
  ];
  return (
    <Stack gap="sm">
      <Alert color="yellow" icon={<IconAlertTriangle />} role="alert" p="xs">
        {t('security.keys.created.warning', { name: created.name })}
      </Alert>
      {values.map(({ label, value }) => (
        <Stack key={label} gap={2}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={500}>
              {label}
            </Text>
            <CopyButton value={value} label={t('security.keys.created.copy', { what: label })} />
          </Group>
          <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
            {value}
          </Code>
        </Stack>
      ))}
      <DialogCloseRow label={t('security.keys.created.close')} onClose={onClose} />
    </Stack>
  );
}
