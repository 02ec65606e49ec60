// Time values and byte sizes as the engines read and print them.

const DURATION_NANOS: Record<string, number> = { nanos: 1, micros: 1e3, ms: 1e6, s: 1e9, m: 60e9, h: 3600e9, d: 86400e9 };
const BYTE_UNITS: Record<string, number> = { b: 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3, t: 1024 ** 4, p: 1024 ** 5 };

/** A time value such as '7d' or '12h' in nanoseconds; undefined when it is not one. */
export function parseDuration(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d+)\s*(nanos|micros|ms|s|m|h|d)$/.exec(value.trim().toLowerCase());
  return match ? Number(match[1]) * DURATION_NANOS[match[2]] : undefined;
}

/** A byte size such as '50gb' or '1.5mb' in bytes; undefined when it is not one. */
export function parseByteSize(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d+(?:\.\d+)?)\s*([bkmgtp])b?$/.exec(value.trim().toLowerCase());
  return match ? Math.floor(Number(match[1]) * BYTE_UNITS[match[2]]) : undefined;
}

/** One decimal at most, cut rather than rounded and left out when zero, as the engines print. */
function oneDecimal(value: number): string {
  const cut = Math.trunc(value * 10) / 10;
  return Number.isInteger(cut) ? String(cut) : cut.toFixed(1);
}

/** A time value as the engines print it in condition names: '7d', '1.5d', '36m'. */
export function formatDuration(nanos: number): string {
  const units: [string, number][] = [['d', 86400e9], ['h', 3600e9], ['m', 60e9], ['s', 1e9], ['ms', 1e6], ['micros', 1e3]];
  const [suffix, size] = units.find(([, unitSize]) => nanos >= unitSize) ?? ['nanos', 1];
  return `${oneDecimal(nanos / size)}${suffix}`;
}

/** A byte size as the engines print it (the human store_size, condition names): '3.6kb', '50gb'. */
export function formatBytes(bytes: number): string {
  const units: [string, number][] = [['pb', 1024 ** 5], ['tb', 1024 ** 4], ['gb', 1024 ** 3], ['mb', 1024 ** 2], ['kb', 1024]];
  const [suffix, size] = units.find(([, unitSize]) => bytes >= unitSize) ?? ['b', 1];
  return `${oneDecimal(bytes / size)}${suffix}`;
}
