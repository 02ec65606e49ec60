// Colour of the response status chip: 2xx positive; 3xx and 4xx orange;
// 5xx negative; anything else (no answer yet, a network error) grey.

export type StatusColor = 'green' | 'orange' | 'red' | 'gray';

/** `status` is the tab's "{code} {text}" string. */
export function statusColor(status: string): StatusColor {
  const match = /^\s*(\d{3})\b/.exec(status);
  const code = match ? Number(match[1]) : 0;
  if (code >= 200 && code < 300) return 'green';
  if (code >= 300 && code < 500) return 'orange';
  if (code >= 500 && code < 600) return 'red';
  return 'gray';
}
