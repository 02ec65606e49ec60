// The one wrapping rule of long cluster text (requests, reasons, names): line breaks kept, and a
// word longer than the line breaks where it must, so that nothing scrolls sideways.
export const WRAP = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;
