// The marks after a security entry's name (reserved, hidden, disabled, you...): small grey badges,
// only those that hold, each whole however narrow its column (the name beside it wraps instead).
import { Badge, Group } from '@mantine/core';

/** A badge never narrower than its word: a column squeezed by its neighbours keeps it whole. */
const WHOLE = { flexShrink: 0, minWidth: 'max-content' } as const;

export function Marks({ marks }: { marks: readonly (string | false)[] }) {
  const shown = marks.filter((mark): mark is string => mark !== false);
  if (shown.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {shown.map((mark) => (
        <Badge key={mark} size="xs" variant="light" color="gray" style={WHOLE}>
          {mark}
        </Badge>
      ))}
    </Group>
  );
}
