// What the disk view shows of an index's two answers: its sizes, each field's bytes beside its
// reads (heaviest first), the structures' totals over all fields (heaviest first), and the
// structures no field of the index uses (their columns are left out).
import type { ClusterErrorInfo } from '../../../api/errors';
import type { IndexDiskUsageAnswers } from '../../../api/operations/diagnostics';
import {
  DISK_STRUCTURES,
  fieldReport,
  readDiskUsage,
  readFieldUsage,
  type DiskStructure,
  type FieldReportRow,
} from '../../../engine/diagnostics/diskUsage';

export interface StructureTotal {
  structure: DiskStructure;
  /** Bytes over all fields; null when the answer leaves it out. */
  bytes: number | null;
  /** Share of all fields' bytes (0 to 1); null when a size is unknown. */
  share: number | null;
}

export interface DiskReport {
  /** The index the answer is about (an alias asked for answers with its index). */
  index: string;
  storeSize: number | null;
  allFields: number | null;
  fields: FieldReportRow[];
  structures: StructureTotal[];
  /** Structures of the columns: those some field has bytes in, or whose size is unknown. */
  shownStructures: DiskStructure[];
  /** Fields flagged heavy and never read, heaviest first. */
  unusedHeavy: string[];
  /** Why the reads are unknown: the field usage call failed (the sizes stand without them). */
  usageError: ClusterErrorInfo | null;
}

function byBytes(a: StructureTotal, b: StructureTotal): number {
  return (b.bytes ?? -1) - (a.bytes ?? -1) || a.structure.localeCompare(b.structure);
}

/** The report of the index asked for (or of the first index an alias answered with); null if none. */
export function readDiskReport(answers: IndexDiskUsageAnswers, asked: string): DiskReport | null {
  const indices = readDiskUsage(answers.diskUsage);
  const disk = indices.find((entry) => entry.index === asked) ?? indices[0];
  if (!disk) return null;
  const usage =
    'answer' in answers.fieldUsage ? readFieldUsage(answers.fieldUsage.answer, disk.index) : null;
  const fields = fieldReport(disk, usage);
  const all = disk.allFields?.total ?? null;
  const structures = DISK_STRUCTURES.map((structure) => {
    const bytes = disk.allFields?.structures[structure] ?? null;
    return { structure, bytes, share: bytes !== null && all ? bytes / all : null };
  }).sort(byBytes);
  const shownStructures = DISK_STRUCTURES.filter(
    (structure) =>
      disk.allFields?.structures[structure] !== 0 ||
      fields.some((row) => row.disk.structures[structure]),
  );
  return {
    index: disk.index,
    storeSize: disk.storeSize,
    allFields: all,
    fields,
    structures,
    shownStructures,
    unusedHeavy: fields.filter((row) => row.unusedHeavy).map((row) => row.field),
    usageError: 'error' in answers.fieldUsage ? answers.fieldUsage.error : null,
  };
}

/** The index names offered, with the address's index first when the list lacks it. */
export function offeredIndices(names: readonly string[], index: string): string[] {
  return index === '' || names.includes(index) ? [...names] : [index, ...names];
}
