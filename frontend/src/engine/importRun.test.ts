import { describe, expect, it } from 'vitest';
import { errorBody, HttpError } from './importRun.fixture';
import {
  docs,
  docText,
  idsBefore,
  importLines,
  slowFirst,
  type FileLine,
} from './importRunFile.fixture';
import { timerSleep } from './importRunParts';

describe('runImport', () => {
  it('writes every document once, never with more requests in flight than chosen', async () => {
    const lines = docs(40);
    const run = await importLines(lines, { concurrency: 3, rules: { latency: slowFirst } });
    expect(run.outcome.end).toEqual({ status: 'done' });
    expect(run.cluster.mostInFlight).toBe(3);
    expect([...run.cluster.written.values()]).toEqual(Array<number>(40).fill(1));
    expect(run.outcome.summary.counts).toEqual({
      sent: 40,
      created: 40,
      updated: 0,
      existing: 0,
      rejected: 0,
      retried: 0,
    });
    expect(run.outcome.position).toEqual(run.file.end);
    expect(run.rejects).toEqual([]);
  });

  it('records checkpoints in file order, never past a batch still unanswered', async () => {
    const lines = docs(30);
    const run = await importLines(lines, { concurrency: 4, rules: { latency: slowFirst } });
    const ends = run.file.batches.map((batch) => batch.end.offset);
    const offsets = run.checkpoints.map(({ position }) => position.offset);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    expect(new Set(offsets).size).toBe(offsets.length);
    expect(offsets.every((offset) => ends.includes(offset))).toBe(true);
    // The answers came out of order, so some checkpoints cover several batches at once.
    expect(offsets.length).toBeLessThan(ends.length);
    expect(offsets[offsets.length - 1]).toBe(run.file.end.offset);
    for (const { position, summary, answered } of run.checkpoints) {
      const before = idsBefore(lines, position);
      expect(before.filter((id) => !answered.includes(id))).toEqual([]);
      // The counts saved with a checkpoint are those of the documents before it.
      expect(summary.counts.created).toBe(before.length);
    }
  });

  it('sends again what a busy cluster turned away, with fewer requests in flight', async () => {
    const lines = docs(32);
    const busyOnce = (id: string, seen: number) => (id === 'd3' && seen === 1 ? 'busy' : 'created');
    const run = await importLines(lines, {
      concurrency: 4,
      growAfter: 100,
      rules: { fate: busyOnce, latency: (index) => 20 + (index % 3) },
    });
    expect(run.outcome.end).toEqual({ status: 'done' });
    expect(run.cluster.written.get('d3')).toBe(1);
    expect(run.cluster.written.size).toBe(32);
    expect(run.outcome.summary.counts).toMatchObject({ sent: 32, created: 32, retried: 1 });
    const last = run.progress[run.progress.length - 1];
    expect(last).toMatchObject({ concurrency: 2, busyRejections: 1 });
    // Once the requests sent before the refusal are answered, at most two are in flight.
    const refusedAt = run.cluster.requests[0].startedAt + 20;
    const afterwards = run.cluster.requests.filter((request) => request.startedAt > refusedAt + 30);
    expect(afterwards.length).toBeGreaterThan(0);
    expect(Math.max(...afterwards.map((request) => request.inFlight))).toBeLessThanOrEqual(2);
  });

  it('sends again a request refused as a whole with 429, and rejects after the last attempt', async () => {
    const lines = docs(8);
    const busy = new HttpError(429, errorBody(429, 'es_rejected_execution_exception', 'busy'));
    const firstRefused = await importLines(lines, {
      rules: { refuse: (index) => (index === 0 ? busy : null) },
    });
    expect(firstRefused.outcome.end).toEqual({ status: 'done' });
    expect(firstRefused.cluster.written.size).toBe(8);
    expect(firstRefused.outcome.summary.counts).toMatchObject({ sent: 8, created: 8, retried: 4 });

    const alwaysBusy = await importLines(lines, {
      maxAttempts: 3,
      rules: { fate: (id) => (id === 'd6' ? 'busy' : 'created') },
    });
    expect(alwaysBusy.outcome.end).toEqual({ status: 'done' });
    expect(
      alwaysBusy.cluster.requests.filter((request) => request.ids.includes('d6')),
    ).toHaveLength(3);
    expect(alwaysBusy.rejects.map((reject) => [reject.line, reject.status, reject.type])).toEqual([
      [6, 429, 'es_rejected_execution_exception'],
    ]);
    expect(alwaysBusy.outcome.summary.counts).toMatchObject({
      sent: 8,
      created: 7,
      rejected: 1,
      retried: 2,
    });
  });

  it('never counts a document with an error as written, nor sends it again', async () => {
    const lines = docs(12);
    const bad = (id: string) => (id === 'd5' || id === 'd10' ? 'bad' : 'created');
    const run = await importLines(lines, { rules: { fate: bad } });
    expect(run.outcome.end).toEqual({ status: 'done' });
    expect(run.outcome.summary.counts).toMatchObject({ sent: 12, created: 10, rejected: 2 });
    expect(
      run.cluster.requests.flatMap((request) => request.ids).filter((id) => id === 'd5'),
    ).toHaveLength(1);
    expect(run.rejects[0]).toEqual({
      line: 5,
      offset: run.file.batches[1].records[0].offset,
      status: 400,
      type: 'mapper_parsing_exception',
      reason: "failed to parse field [bytes] of type [long] in document with id 'd5'",
      causedBy: 'For input string: "12kB"',
      source: docText('d5'),
    });
    expect(run.rejects.map((reject) => reject.line)).toEqual([5, 10]);
  });

  it('stops at the first rejected document when the user chose so', async () => {
    const lines = docs(40);
    const bad = (id: string) => (id === 'd6' ? 'bad' : 'created');
    const run = await importLines(lines, { stopAtFirstError: true, rules: { fate: bad } });
    expect(run.outcome.end).toMatchObject({ status: 'stopped', reject: { line: 6, status: 400 } });
    expect(run.rejects).toHaveLength(1);
    expect(run.reader.state.closed).toBe(true);
    expect(run.cluster.answered.length).toBeLessThan(40);
    // What was answered is kept: the resumed run starts after the last batch answered in order.
    expect(idsBefore(lines, run.outcome.position)).toContain('d6');
  });

  it('hands on unreadable lines and a document too large, in file order, without sending them', async () => {
    const lines: FileLine[] = [
      ...docs(3),
      { problem: '{"id": broken' },
      ...docs(3, 4),
      { problem: 'not json at all' },
      ...docs(2, 7),
    ];
    const run = await importLines(lines, { tooLarge: new Set(['d5']) });
    expect(run.outcome.end).toEqual({ status: 'done' });
    expect(run.rejects.map((reject) => [reject.line, reject.status, reject.type])).toEqual([
      [4, null, 'json'],
      [6, null, 'document_too_large'],
      [8, null, 'json'],
    ]);
    expect(run.rejects[0]).toMatchObject({ reason: 'Not JSON', source: '{"id": broken' });
    expect(run.rejects[1].reason).toMatch(/over the 1000-byte limit/);
    expect(run.cluster.answered).not.toContain('d5');
    expect(run.outcome.summary.counts).toMatchObject({ sent: 7, created: 7, rejected: 3 });
    expect(run.outcome.position).toEqual(run.file.end);
  });

  it('reports progress at most every 100 ms, and once at the end with the final counts', async () => {
    const lines = docs(60);
    const run = await importLines(lines, {
      perBatch: 2,
      rules: { latency: (index) => 40 + (index % 4) },
    });
    const times = run.progress.map((report) => report.now);
    const gaps = times.slice(1, -1).map((time, n) => time - times[n]);
    expect(gaps.every((gap) => gap >= 100)).toBe(true);
    const last = run.progress[run.progress.length - 1];
    expect(last.summary).toEqual(run.outcome.summary);
    expect(last).toMatchObject({ bytesRead: run.file.end.offset, inFlight: 0, startedAt: 0 });
    expect(run.progress.length).toBeGreaterThan(2);
  });

  it('ends a wait for a retry at once when the user cancels', async () => {
    const cancel = new AbortController();
    const waited = timerSleep(60_000, cancel.signal);
    cancel.abort();
    await expect(waited).resolves.toBeUndefined();
  });
});
