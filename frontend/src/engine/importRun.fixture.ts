// What the import run's tests play against: a clock the test moves (whenever nothing else can
// happen, it jumps to the next wait's end), a cluster that answers bulk bodies after a delay with
// the documented answers (specification/_global/bulk/examples/response/: items shaped as
// BulkResponseExample1.yaml, failures as BulkResponseExample2.yaml).
import type { ReadFailure, SendBulk, Sleep } from './importRunTypes';

interface Timer {
  at: number;
  order: number;
  resolve: () => void;
}

export class FakeTime {
  now = 0;
  private timers: Timer[] = [];
  private order = 0;

  readonly clock = (): number => this.now;

  readonly sleep: Sleep = (ms, signal) =>
    new Promise((resolve) => {
      const aborted = () => {
        this.timers = this.timers.filter((other) => other !== timer);
        resolve();
      };
      const done = () => {
        signal?.removeEventListener('abort', aborted);
        resolve();
      };
      const timer = { at: this.now + Math.max(0, ms), order: (this.order += 1), resolve: done };
      this.timers.push(timer);
      signal?.addEventListener('abort', aborted);
    });

  /** Runs `work` to its end, moving the clock to the next timer whenever all else waits. */
  async run<T>(work: Promise<T>): Promise<T> {
    let settled = false;
    const watched = work.finally(() => (settled = true));
    for (;;) {
      // One task later, every chain of promises not waiting for a timer has run.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (settled) return watched;
      const next = [...this.timers].sort((a, b) => a.at - b.at || a.order - b.order)[0];
      if (!next) throw new Error('the run waits for something that never comes');
      this.timers = this.timers.filter((timer) => timer !== next);
      this.now = Math.max(this.now, next.at);
      next.resolve();
    }
  }
}

/** A request that got an HTTP answer other than 2xx, as a client throws it. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

export const readFailure: ReadFailure = (thrown) =>
  thrown instanceof HttpError
    ? { status: thrown.status, error: thrown.body }
    : { status: null, error: thrown instanceof Error ? thrown.message : String(thrown) };

/** An error of a whole request as the engines answer one. */
export function errorBody(status: number, type: string, reason: string) {
  return { error: { root_cause: [{ type, reason }], type, reason }, status };
}

const ITEM_ERRORS = {
  bad: {
    status: 400,
    type: 'mapper_parsing_exception',
    reason: "failed to parse field [bytes] of type [long] in document with id '{id}'",
    caused_by: { type: 'illegal_argument_exception', reason: 'For input string: "12kB"' },
  },
  busy: {
    status: 429,
    type: 'es_rejected_execution_exception',
    reason: 'rejected execution of coordinating operation',
  },
  missing: {
    status: 404,
    type: 'index_not_found_exception',
    reason: 'no such index [logs]',
    index: 'logs',
    'resource.id': 'logs',
    'resource.type': 'index_expression',
  },
};

/** What the cluster does with one document. */
export type ItemFate = 'created' | 'updated' | keyof typeof ITEM_ERRORS;

function item(id: string, fate: ItemFate, seqNo: number) {
  if (fate === 'created' || fate === 'updated') {
    const _shards = { total: 2, successful: 1, failed: 0 };
    const status = fate === 'created' ? 201 : 200;
    const common = { _index: 'logs', _id: id, _version: 1, result: fate, _shards };
    return { index: { ...common, status, _seq_no: seqNo, _primary_term: 1 } };
  }
  const { status, reason, ...error } = ITEM_ERRORS[fate];
  const text = reason.replace('{id}', id);
  return { index: { _index: 'logs', _id: id, status, error: { ...error, reason: text } } };
}

export interface BulkRequestSeen {
  ids: string[];
  startedAt: number;
  /** Requests in flight when it came, itself included. */
  inFlight: number;
  aborted: boolean;
}

export interface ClusterRules {
  /** How long the answer to the request numbered `index` (0 first) takes. */
  latency?: (index: number) => number;
  /** What is done with the document `id`, seen for the `seen`-th time (1 first). */
  fate?: (id: string, seen: number) => ItemFate;
  /** Throws for the request numbered `index` instead of answering, when it gives an error. */
  refuse?: (index: number) => Error | null;
}

/** A cluster that takes bulk bodies into the index `logs`. */
export class BulkCluster {
  readonly requests: BulkRequestSeen[] = [];
  /** The documents written, by id, and how many times each was. */
  readonly written = new Map<string, number>();
  /** The ids answered, in the order the answers came. */
  readonly answered: string[] = [];
  private inFlight = 0;
  private readonly seen = new Map<string, number>();
  private readonly time: FakeTime;
  private readonly rules: ClusterRules;

  constructor(time: FakeTime, rules: ClusterRules = {}) {
    this.time = time;
    this.rules = rules;
  }

  get mostInFlight(): number {
    return Math.max(0, ...this.requests.map((request) => request.inFlight));
  }

  readonly send: SendBulk = async (body, signal) => {
    const index = this.requests.length;
    const lines = new TextDecoder()
      .decode(body)
      .split('\n')
      .filter((line) => line !== '');
    const ids = lines
      .filter((_, n) => n % 2 === 0)
      .map((line) => (JSON.parse(line) as { index: { _id: string } }).index._id);
    this.inFlight += 1;
    const seen: BulkRequestSeen = {
      ids,
      startedAt: this.time.now,
      inFlight: this.inFlight,
      aborted: false,
    };
    this.requests.push(seen);
    try {
      await this.time.sleep(this.rules.latency?.(index) ?? 10, signal);
      if (signal.aborted) {
        seen.aborted = true;
        throw new DOMException('The request was aborted.', 'AbortError');
      }
      const refusal = this.rules.refuse?.(index);
      if (refusal) throw refusal;
      const items = ids.map((id, n) => {
        const times = (this.seen.get(id) ?? 0) + 1;
        this.seen.set(id, times);
        const fate = this.rules.fate?.(id, times) ?? 'created';
        if (fate === 'created' || fate === 'updated')
          this.written.set(id, (this.written.get(id) ?? 0) + 1);
        return item(id, fate, index * 100 + n);
      });
      this.answered.push(...ids);
      return { took: 3, errors: items.some((one) => 'error' in one.index), items };
    } finally {
      this.inFlight -= 1;
    }
  };
}
