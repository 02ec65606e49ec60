// One "used of limit" line of the Stats tab: the numbers, the percent and a bar coloured by
// the same thresholds as the nodes table.
import { Group, Progress, Stack, Text } from '@mantine/core';
import { barValue, percentText, usageColor } from '../usage';

interface UsageBarProps {
  label: string;
  /** "{used} / {limit}" as shown. */
  detail: string;
  percent: number;
}

export function UsageBar({ label, detail, percent }: UsageBarProps) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm">
          {detail} ({percentText(percent)})
        </Text>
      </Group>
      <Progress
        value={barValue(percent)}
        color={usageColor(percent)}
        aria-label={`${label} ${percentText(percent)}`}
      />
    </Stack>
  );
}
