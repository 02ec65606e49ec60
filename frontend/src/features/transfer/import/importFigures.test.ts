import { describe, expect, it } from 'vitest';
import type { ImportProgress } from '../../../engine/importRun';
import { EMPTY_SUMMARY, NO_COUNTS } from '../../../lib/transfer/rejects';
import type { ImportSetup } from '../run/importController';
import { formatOf } from '../run/runTesting';
import { importFigures } from './importFigures';

function setupOf(
  size: number,
  more: Partial<ImportSetup> = {},
  resume: number | null = null,
): ImportSetup {
  return {
    file: new File(['x'.repeat(size)], 'data.ndjson'),
    read: {
      format: formatOf('ndjson'),
      target: { name: 'logs', dataStream: false },
      batchBytes: 100,
      resume: resume === null ? null : { line: 10, offset: resume },
    },
    concurrency: 3,
    stopAtFirstError: false,
    speed: { refreshOff: false, noReplicas: false },
    createIndex: null,
    ...more,
  };
}

function progressOf(bytesRead: number, elapsedMs: number, counts = NO_COUNTS): ImportProgress {
  return {
    summary: { ...EMPTY_SUMMARY, counts },
    bytesRead,
    inFlight: 2,
    concurrency: 3,
    busyRejections: 0,
    startedAt: 1000,
    now: 1000 + elapsedMs,
  };
}

describe('the figures of an import under way', () => {
  it('gives the share read, the speeds and the time left at that speed', () => {
    const counts = { ...NO_COUNTS, sent: 50, created: 40, updated: 5, rejected: 5 };
    const figures = importFigures(setupOf(1000), progressOf(250, 2000, counts));
    expect(figures).toMatchObject({
      percent: 25,
      sent: 50,
      written: 45,
      rejected: 5,
      documentsPerSecond: 25,
      bytesPerSecond: 125,
      leftMs: 6000,
    });
  });

  it('counts the speed of a resumed run from where it started, its totals with the earlier runs', () => {
    const earlier = { ...NO_COUNTS, sent: 100, created: 100, existing: 3 };
    const counts = { ...NO_COUNTS, sent: 10, created: 8, existing: 2 };
    const figures = importFigures(setupOf(1000, { earlier }, 600), progressOf(800, 1000, counts));
    expect(figures).toMatchObject({
      percent: 80,
      sent: 110,
      written: 108,
      existing: 5,
      bytesPerSecond: 200,
      leftMs: 1000,
    });
  });

  it('knows no time left before anything is read, and none once the file is read', () => {
    expect(importFigures(setupOf(1000), progressOf(0, 0)).leftMs).toBeNull();
    expect(importFigures(setupOf(1000), progressOf(1000, 500)).leftMs).toBe(0);
    expect(importFigures(setupOf(0), progressOf(0, 0)).percent).toBe(100);
  });
});
