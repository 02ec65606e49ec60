// The styles of a field whose text is code or JSON: the text in the monospace font, its label in
// the interface's font like every other label (Mantine's `ff` would set the whole field's font).
export const CODE_INPUT = {
  input: { fontFamily: 'var(--mantine-font-family-monospace)' },
} as const;
