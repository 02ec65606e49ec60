// A health status as a word with its icon, so that colour is never the only thing that says it.
import { Badge } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBan,
  IconCircleCheck,
  IconCircleX,
  IconHelpCircle,
} from '@tabler/icons-react';
import type { HealthStatus } from '../../../engine/diagnostics/healthReport';
import { useTranslation } from '../../../i18n/translate';

const LOOK: Record<HealthStatus, { color: string; Icon: typeof IconCircleCheck }> = {
  green: { color: 'green', Icon: IconCircleCheck },
  yellow: { color: 'yellow', Icon: IconAlertTriangle },
  red: { color: 'red', Icon: IconCircleX },
  unknown: { color: 'gray', Icon: IconHelpCircle },
  unavailable: { color: 'gray', Icon: IconBan },
};

export function StatusBadge({ status }: { status: HealthStatus }) {
  const { t } = useTranslation();
  const { color, Icon } = LOOK[status];
  return (
    <Badge
      variant="light"
      color={color}
      leftSection={<Icon size={14} aria-hidden />}
      style={{ flex: 'none' }}
    >
      {t(`diagnostics.health.status.${status}`)}
    </Badge>
  );
}
