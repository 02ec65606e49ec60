// Durations as hours, minutes and seconds: '1h 2m 3s', '0s' at least.
// Units that are zero are left out ('1h 5s'); below one second gives '0s'.

export function formatDuration(milliseconds: number | null | undefined): string {
  const total = Math.floor(Math.max(0, Number(milliseconds) || 0) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours}h`);
  if (minutes > 0) parts.push(`${minutes}m`);
  if (seconds > 0 || parts.length === 0) parts.push(`${seconds}s`);
  return parts.join(' ');
}
