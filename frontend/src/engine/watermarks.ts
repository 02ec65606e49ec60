// Disk watermarks: the cluster settings cluster.routing.allocation.disk.watermark.{low, high,
// flood_stage}, read the way the engine reads them, and a node's disk measured against them.
//
// A watermark is either
// - a share of the disk that may be used: a percentage ('85%', '85.5%') or a ratio ('0.85'), or
// - an absolute size that must stay FREE ('500mb', '10gb'; units b, kb, mb, gb, tb, pb, binary,
//   case-insensitive).
// A percentage watermark may be capped by its max headroom (`…low_max_headroom`, from version 8
// on): the free space it requires is then min(total × (1 − share), headroom). A headroom of -1
// means none. The engine applies its default headrooms only while the watermark itself is not
// set; so does this module. When the settings answer has no defaults, no headroom is assumed.
// Anything the engine would refuse reads as null, never as an exception.

export const WATERMARK_LEVELS = ['low', 'high', 'flood'] as const;
export type WatermarkName = (typeof WATERMARK_LEVELS)[number];

/** How far a node's disk has gone: below every watermark, or above the named one. */
export type DiskLevel = 'ok' | WatermarkName;

const PREFIX = 'cluster.routing.allocation.disk.';

/** The setting key of each watermark and of its headroom. */
export const WATERMARK_KEYS: Record<WatermarkName, string> = {
  low: `${PREFIX}watermark.low`,
  high: `${PREFIX}watermark.high`,
  flood: `${PREFIX}watermark.flood_stage`,
};
export const HEADROOM_KEYS: Record<WatermarkName, string> = {
  low: `${PREFIX}watermark.low.max_headroom`,
  high: `${PREFIX}watermark.high.max_headroom`,
  flood: `${PREFIX}watermark.flood_stage.max_headroom`,
};
export const THRESHOLD_ENABLED_KEY = `${PREFIX}threshold_enabled`;

/** The engine's documented defaults, used when the settings answer carries none. */
export const BUILT_IN_WATERMARKS: Record<WatermarkName, string> = {
  low: '85%',
  high: '90%',
  flood: '95%',
};

export type Watermark = { kind: 'share'; used: number } | { kind: 'free'; bytes: number };

const UNIT_POWERS: Record<string, number> = { b: 0, kb: 1, mb: 2, gb: 3, tb: 4, pb: 5 };
const SIZE = /^(\d+(?:\.\d+)?)\s*(b|kb?|mb?|gb?|tb?|pb?)$/i;
const NUMBER = /^\d+(?:\.\d+)?$/;

/** A byte size as the engine writes it ('500mb', '1.5gb', '100b'); null when not one. */
export function parseByteSize(text: string): number | null {
  const match = SIZE.exec(text.trim());
  if (!match) return null;
  const unit = match[2].toLowerCase();
  const power = UNIT_POWERS[unit.length === 1 && unit !== 'b' ? `${unit}b` : unit];
  return Math.round(Number(match[1]) * 1024 ** power);
}

/** A used share: '85%' (0–100) or a ratio '0.85' (0–1), as a fraction; null otherwise. */
function parseShare(text: string): number | null {
  if (text.endsWith('%')) {
    const body = text.slice(0, -1).trim();
    if (!NUMBER.test(body)) return null;
    const percent = Number(body);
    return percent <= 100 ? percent / 100 : null;
  }
  if (!NUMBER.test(text)) return null;
  const ratio = Number(text);
  return ratio <= 1 ? ratio : null;
}

/** One watermark value; null when the engine would not accept it. */
export function parseWatermark(value: unknown): Watermark | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (text === '') return null;
  const used = parseShare(text);
  if (used !== null) return { kind: 'share', used };
  const bytes = parseByteSize(text);
  return bytes === null ? null : { kind: 'free', bytes };
}

/** A max headroom in bytes; null for -1 (none) and for anything invalid. */
export function parseHeadroom(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (text === '-1') return null;
  return parseByteSize(text);
}

/** Where an effective value comes from: set on the cluster, or the engine's default. */
export type SettingSource = 'transient' | 'persistent' | 'default' | 'builtIn';

export interface EffectiveSetting {
  value: string;
  source: SettingSource;
}

/** The answer of GET _cluster/settings?flat_settings=true (with include_defaults=true). */
export interface ClusterSettingsMaps {
  persistent?: Record<string, unknown>;
  transient?: Record<string, unknown>;
  defaults?: Record<string, unknown>;
}

/** Nested settings as one flat map ('a.b': v); a flat map stays as it is. */
export function flattenSettings(map: unknown, prefix = ''): Record<string, unknown> {
  if (typeof map !== 'object' || map === null || Array.isArray(map)) return {};
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(map)) {
    const name = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      Object.assign(flat, flattenSettings(value, name));
    else flat[name] = value;
  }
  return flat;
}

function present(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/**
 * The value in force: transient over persistent over the answer's defaults over `builtIn`;
 * null when none of them has it.
 */
export function effectiveSetting(
  settings: ClusterSettingsMaps,
  key: string,
  builtIn?: string,
): EffectiveSetting | null {
  const order: [SettingSource, unknown][] = [
    ['transient', settings.transient],
    ['persistent', settings.persistent],
    ['default', settings.defaults],
  ];
  for (const [source, map] of order) {
    const value = flattenSettings(map)[key];
    if (present(value)) return { value: String(value), source };
  }
  return builtIn === undefined ? null : { value: builtIn, source: 'builtIn' };
}

/** Whether the source is the engine's default rather than a value set on the cluster. */
export function isDefaultSource(source: SettingSource): boolean {
  return source === 'default' || source === 'builtIn';
}

export interface EffectiveWatermark extends EffectiveSetting {
  /** null when the value is not one the engine accepts. */
  watermark: Watermark | null;
  /** The max headroom in bytes that caps a share watermark; null for none. */
  headroom: number | null;
}

export interface DiskWatermarks {
  /** threshold_enabled: false turns the disk checks off. */
  enabled: boolean;
  low: EffectiveWatermark;
  high: EffectiveWatermark;
  flood: EffectiveWatermark;
}

function headroomOf(settings: ClusterSettingsMaps, name: WatermarkName, source: SettingSource) {
  const headroom = effectiveSetting(settings, HEADROOM_KEYS[name]);
  if (!headroom) return null;
  // A default headroom applies only to a default watermark.
  if (isDefaultSource(headroom.source) && !isDefaultSource(source)) return null;
  return parseHeadroom(headroom.value);
}

/** The three watermarks in force, each with its source and headroom. */
export function diskWatermarks(settings: ClusterSettingsMaps): DiskWatermarks {
  const read = (name: WatermarkName): EffectiveWatermark => {
    const setting = effectiveSetting(settings, WATERMARK_KEYS[name], BUILT_IN_WATERMARKS[name])!;
    return {
      ...setting,
      watermark: parseWatermark(setting.value),
      headroom: headroomOf(settings, name, setting.source),
    };
  };
  const enabled = effectiveSetting(settings, THRESHOLD_ENABLED_KEY, 'true')!;
  return {
    enabled: enabled.value.trim().toLowerCase() !== 'false',
    low: read('low'),
    high: read('high'),
    flood: read('flood'),
  };
}

/** A node's disk in bytes; either may be unknown. */
export interface DiskUsage {
  total: number | null;
  used: number | null;
  /** Used percent as reported, for when the byte counts are missing. */
  percent?: number | null;
}

/** Used share of the disk (0–1), or null when unknown. */
export function usedFraction(disk: DiskUsage): number | null {
  if (disk.total !== null && disk.used !== null && disk.total > 0) return disk.used / disk.total;
  if (disk.percent !== null && disk.percent !== undefined && Number.isFinite(disk.percent))
    return disk.percent / 100;
  return null;
}

/**
 * The used share at which a node passes the watermark; null when it cannot be told (a size
 * watermark on a disk of unknown size, an invalid value).
 */
export function thresholdFraction(mark: EffectiveWatermark, total: number | null): number | null {
  const { watermark, headroom } = mark;
  if (!watermark) return null;
  if (watermark.kind === 'share') {
    if (headroom === null || total === null || total <= 0) return watermark.used;
    const free = Math.min(total * (1 - watermark.used), headroom);
    return 1 - free / total;
  }
  if (total === null || total <= 0) return null;
  return Math.min(1, Math.max(0, 1 - watermark.bytes / total));
}

export interface DiskEvaluation {
  used: number | null;
  thresholds: Record<WatermarkName, number | null>;
  /** null when the disk is unknown or the checks are off. */
  level: DiskLevel | null;
}

/** A node's disk against the watermarks: the shares to mark and the highest one passed. */
export function evaluateDisk(disk: DiskUsage, marks: DiskWatermarks): DiskEvaluation {
  const used = usedFraction(disk);
  const thresholds = {
    low: thresholdFraction(marks.low, disk.total),
    high: thresholdFraction(marks.high, disk.total),
    flood: thresholdFraction(marks.flood, disk.total),
  };
  if (used === null || !marks.enabled) return { used, thresholds, level: null };
  // Above a watermark means less free space than it asks for: strictly more used.
  const passed = [...WATERMARK_LEVELS]
    .reverse()
    .find((name) => thresholds[name] !== null && used > thresholds[name]);
  return { used, thresholds, level: passed ?? 'ok' };
}
