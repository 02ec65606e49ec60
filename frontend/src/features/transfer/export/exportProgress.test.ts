import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  exportFigures,
  progressTracker,
  PROGRESS_INTERVAL_MS,
  type ExportProgress,
} from './exportProgress';

afterEach(() => {
  vi.useRealTimers();
});

describe('the progress of an export', () => {
  it('shows the start at once, then at most every interval the latest pages, and the count at once', () => {
    vi.useFakeTimers({ now: 50_000 });
    const sink = { bytes: 0 };
    const shown: Pick<ExportProgress, 'documents' | 'bytes' | 'total'>[] = [];
    const tracker = progressTracker(undefined, sink, ({ documents, bytes, total }) =>
      shown.push({ documents, bytes, total }),
    );
    expect(shown).toEqual([{ documents: 0, bytes: 0, total: null }]);
    sink.bytes = 100;
    tracker.page({ documents: 10, failedShards: 0, position: null });
    sink.bytes = 200;
    tracker.page({ documents: 10, failedShards: 1, position: null });
    expect(shown).toHaveLength(1);
    vi.advanceTimersByTime(PROGRESS_INTERVAL_MS);
    expect(shown.at(-1)).toEqual({ documents: 20, bytes: 200, total: null });
    tracker.total(500);
    expect(shown.at(-1)).toEqual({ documents: 20, bytes: 200, total: 500 });
    expect(tracker.stop()).toMatchObject({ documents: 20, failedShards: 1, total: 500 });
  });

  it('goes on from where a resumed export stopped, its count kept', () => {
    const before = progressTracker(undefined, { bytes: 0 }, () => undefined);
    before.total(100);
    before.page({ documents: 40, failedShards: 0, position: [[7]] });
    const ended = before.stop();
    const sink = { bytes: 0 };
    const resumed = progressTracker(ended, sink, () => undefined);
    resumed.total(90);
    sink.bytes = 10;
    resumed.page({ documents: 5, failedShards: 0, position: [[9]] });
    expect(resumed.stop()).toMatchObject({
      total: 100,
      documents: 45,
      startDocuments: 40,
      bytes: 10,
    });
  });
});

describe('the figures of an export', () => {
  const progress = (changes: Partial<ExportProgress>): ExportProgress => ({
    total: 1000,
    documents: 0,
    bytes: 0,
    failedShards: 0,
    startDocuments: 0,
    startBytes: 0,
    startedAt: 10_000,
    now: 10_000,
    ...changes,
  });

  it('gives the share read, the speed of this run and the time left at that speed', () => {
    expect(exportFigures(progress({ documents: 250, now: 15_000 }))).toEqual({
      percent: 25,
      documentsPerSecond: 50,
      elapsedMs: 5000,
      leftMs: 15_000,
    });
    // A resumed run counts its speed from where it started.
    const resumed = exportFigures(progress({ documents: 600, startDocuments: 500, now: 12_000 }));
    expect(resumed.documentsPerSecond).toBe(50);
    expect(resumed.leftMs).toBe(8000);
  });

  it('knows no share or time left without a count or before any speed', () => {
    expect(exportFigures(progress({ total: null, documents: 10, now: 11_000 }))).toMatchObject({
      percent: null,
      leftMs: null,
    });
    expect(exportFigures(progress({}))).toMatchObject({ percent: 0, leftMs: null });
    expect(exportFigures(progress({ total: 0 }))).toMatchObject({ percent: 100, leftMs: 0 });
    expect(exportFigures(progress({ total: 5, documents: 7, now: 11_000 }))).toMatchObject({
      percent: 100,
      leftMs: 0,
    });
  });
});
