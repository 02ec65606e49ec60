// The marks after a security entry's name (reserved, hidden, disabled, you...): small grey badges,
// only those that hold.
import { Badge, Group } from '@mantine/core';

export function Marks({ marks }: { marks: readonly (string | false)[] }) {
  const shown = marks.filter((mark): mark is string => mark !== false);
  if (shown.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {shown.map((mark) => (
        <Badge key={mark} size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
          {mark}
        </Badge>
      ))}
    </Group>
  );
}
