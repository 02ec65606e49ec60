import { describe, expect, it } from 'vitest';
import {
  DISK_USAGE_ANSWER,
  DISK_USAGE_INDEX,
  FIELD_USAGE_ANSWER,
} from '../../../engine/diagnostics/diskUsage.fixture';
import { offeredIndices, readDiskReport } from './diskReport';

const documented = { diskUsage: DISK_USAGE_ANSWER, fieldUsage: { answer: FIELD_USAGE_ANSWER } };

describe('readDiskReport', () => {
  it('totals the structures heaviest first and leaves out the columns no field uses', () => {
    const report = readDiskReport(documented, DISK_USAGE_INDEX)!;
    expect(report.storeSize).toBe(974192723);
    expect(report.structures.map((row) => row.structure)).toEqual([
      'stored_fields',
      'doc_values',
      'inverted_index',
      'points',
      'norms',
      'term_vectors',
      'knn_vectors',
    ]);
    expect(report.structures[0].share).toBeCloseTo(653819143 / 973977084);
    expect(report.shownStructures).not.toContain('knn_vectors');
    expect(report.shownStructures).toContain('term_vectors');
    expect(report.usageError).toBeNull();
  });

  it('reads the index an alias answered with, and keeps the reads unknown when they failed', () => {
    const error = {
      kind: 'api' as const,
      code: 'api' as const,
      status: 403,
      statusText: 'Forbidden',
      message: 'forbidden',
      body: null,
    };
    const report = readDiskReport(
      { diskUsage: DISK_USAGE_ANSWER, fieldUsage: { error } },
      'my-alias',
    )!;
    expect(report.index).toBe(DISK_USAGE_INDEX);
    expect(report.usageError).toBe(error);
    expect(report.fields.every((row) => row.reads === null && !row.unusedHeavy)).toBe(true);
  });

  it('is null for an answer that names no index', () => {
    expect(readDiskReport({ diskUsage: { _shards: {} }, fieldUsage: { answer: {} } }, 'x')).toBe(
      null,
    );
  });
});

describe('offeredIndices', () => {
  it("offers the address's index even when the list lacks it", () => {
    expect(offeredIndices(['a', 'b'], 'b')).toEqual(['a', 'b']);
    expect(offeredIndices(['a'], 'logs')).toEqual(['logs', 'a']);
    expect(offeredIndices(['a'], '')).toEqual(['a']);
  });
});
