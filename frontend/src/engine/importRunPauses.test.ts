import { describe, expect, it } from 'vitest';
import { errorBody, HttpError } from './importRun.fixture';
import { docs, idsBefore, importLines, slowFirst } from './importRunFile.fixture';

// How a run pauses, fails or stops at the user's word, and where it stands then.
describe('runImport, paused or ended early', () => {
  it('pauses when the cluster stops answering, and a run from its position writes the rest', async () => {
    const lines = docs(40);
    const down = (index: number) => (index >= 4 ? new TypeError('Failed to fetch') : null);
    const first = await importLines(lines, { concurrency: 2, rules: { refuse: down } });
    expect(first.outcome.end).toEqual({
      status: 'unreachable',
      failure: { status: null, error: 'Failed to fetch' },
    });
    expect(first.outcome.summary.counts.rejected).toBe(0);
    expect(first.rejects).toEqual([]);
    const { position } = first.outcome;
    expect(position).toEqual(first.checkpoints[first.checkpoints.length - 1].position);
    // A request was tried again after a wait, six times in all, before the run paused.
    const tries = new Map<string, number>();
    for (const { ids } of first.cluster.requests) tries.set(ids[0], (tries.get(ids[0]) ?? 0) + 1);
    expect(Math.max(...tries.values())).toBe(6);

    const rest = await importLines(lines, { from: position });
    expect(rest.outcome.end).toEqual({ status: 'done' });
    const written = new Set([...first.cluster.written.keys(), ...rest.cluster.written.keys()]);
    expect(written.size).toBe(40);
  });

  it('takes a gateway without the cluster behind it as no answer', async () => {
    const gateway = new HttpError(502, errorBody(502, 'shardscope_proxy_error', 'unreachable'));
    const run = await importLines(docs(8), { rules: { refuse: () => gateway } });
    expect(run.outcome.end).toMatchObject({ status: 'unreachable', failure: { status: 502 } });
  });

  it('pauses when the target index is removed, counting none of that batch', async () => {
    const lines = docs(24);
    const removed = (id: string) => (Number(id.slice(1)) >= 10 ? 'missing' : 'created');
    const items = await importLines(lines, { concurrency: 1, rules: { fate: removed } });
    expect(items.outcome.end).toMatchObject({
      status: 'target-missing',
      failure: { status: 404, error: { type: 'index_not_found_exception' } },
    });
    expect(items.outcome.summary.counts).toMatchObject({ sent: 8, created: 8, rejected: 0 });
    expect(items.rejects).toEqual([]);
    expect(idsBefore(lines, items.outcome.position)).toEqual(
      docs(8).map((line) => ('id' in line ? line.id : '')),
    );

    const missing = new HttpError(
      404,
      errorBody(404, 'index_not_found_exception', 'no such index [logs]'),
    );
    const whole = await importLines(lines, { rules: { refuse: () => missing } });
    expect(whole.outcome.end).toMatchObject({ status: 'target-missing', failure: { status: 404 } });
    expect(whole.outcome.summary.counts.sent).toBe(0);
  });

  it.each([401, 403])('fails when the cluster refuses the requests with %i', async (status) => {
    const refused = new HttpError(
      status,
      errorBody(status, 'security_exception', 'unable to authenticate user'),
    );
    const run = await importLines(docs(20), { rules: { refuse: () => refused } });
    expect(run.outcome.end).toEqual({
      status: 'failed',
      failure: { status, error: refused.body },
    });
    expect(run.cluster.requests.length).toBeLessThanOrEqual(3);
    expect(run.outcome.summary.counts.rejected).toBe(0);
  });

  it('stops at once when cancelled: requests aborted, not counted, the last checkpoint kept', async () => {
    const lines = docs(40);
    const run = await importLines(lines, { cancelAfter: 2, rules: { latency: slowFirst } });
    expect(run.outcome.end).toEqual({ status: 'cancelled' });
    expect(run.outcome.position).toEqual(run.checkpoints[1].position);
    const aborted = run.cluster.requests.filter((request) => request.aborted);
    expect(aborted.length).toBeGreaterThan(0);
    expect(run.outcome.summary.counts.sent).toBe(run.cluster.answered.length);
    expect(run.reader.state.closed).toBe(true);
    expect(run.cluster.requests.length).toBeLessThan(10);
  });
});
