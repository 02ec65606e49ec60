// Colour of the response status chip, a filled badge whose white text keeps a 4.5:1 contrast on
// it in both themes: 2xx positive; 3xx and 4xx orange; 5xx negative; anything else (no answer
// yet, a network error) grey. Mantine's green 8 and orange 8 fall short of it (3.4:1, 3.6:1).

export const STATUS_COLORS = {
  green: '#2b7a3b',
  orange: '#b34700',
  // Mantine's red 9 and gray 7.
  red: '#c92a2a',
  gray: '#495057',
} as const;

export type StatusColor = (typeof STATUS_COLORS)[keyof typeof STATUS_COLORS];

/** `status` is the tab's "{code} {text}" string. */
export function statusColor(status: string): StatusColor {
  const match = /^\s*(\d{3})\b/.exec(status);
  const code = match ? Number(match[1]) : 0;
  if (code >= 200 && code < 300) return STATUS_COLORS.green;
  if (code >= 300 && code < 500) return STATUS_COLORS.orange;
  if (code >= 500 && code < 600) return STATUS_COLORS.red;
  return STATUS_COLORS.gray;
}
