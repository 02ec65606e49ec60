// What a screen shows instead of its content when the cluster does not serve its API, or the
// user may not read it (api/apiAvailability.ts): the verdict in the screen's words, and the
// engine's reason under it.
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export function ApiUnavailableAlert({ title, reason }: { title: string; reason: string }) {
  return (
    <Alert color="yellow" icon={<IconAlertTriangle />} title={title}>
      <Text size="sm">{reason}</Text>
    </Alert>
  );
}
