// A mapping's or a tested user's metadata: a JSON object typed by hand, in the monospace font
// (the label in the page's, like the other fields'), with what is wrong with it under it.
import { Textarea } from '@mantine/core';

const MONOSPACE = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } as const;

interface MetadataFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Why the text is not a JSON object; null when it is fine. */
  problem: string | null;
  /** Smaller, one line to start with (the tester). */
  compact?: boolean;
}

export function MetadataField({ label, value, onChange, problem, compact }: MetadataFieldProps) {
  return (
    <Textarea
      size={compact ? 'xs' : 'sm'}
      label={label}
      autosize
      minRows={compact ? 1 : 2}
      maxRows={compact ? 6 : 10}
      styles={MONOSPACE}
      value={value}
      error={problem}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
