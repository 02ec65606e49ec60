import type { FormatReply, FormatRequest } from './responseFormat.worker';
import { formatResponse } from './responseFormat';

/** A stand-in for the browser's Worker that formats as the real one does, or fails. */
class FakeWorker {
  static created: FakeWorker[] = [];
  static failing = false;
  posted: FormatRequest[] = [];
  onmessage: ((event: MessageEvent<FormatReply>) => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;

  constructor() {
    FakeWorker.created.push(this);
  }

  postMessage(message: FormatRequest): void {
    this.posted.push(message);
    queueMicrotask(() => {
      if (FakeWorker.failing) this.onerror?.();
      else
        this.onmessage?.({
          data: { id: message.id, result: formatResponse(message.bodyText) },
        } as MessageEvent<FormatReply>);
    });
  }

  terminate(): void {
    this.terminated = true;
  }
}

async function freshModule() {
  vi.resetModules();
  return import('./formatInWorker');
}

const large = (n: number) =>
  JSON.stringify({ items: Array.from({ length: n }, (_, i) => ({ i })) });

beforeEach(() => {
  FakeWorker.created = [];
  FakeWorker.failing = false;
  vi.stubGlobal('Worker', FakeWorker);
});

afterEach(() => vi.unstubAllGlobals());

describe('formatResponseAsync', () => {
  it('formats a small body at once, without a worker', async () => {
    const { formatResponseAsync } = await freshModule();
    expect((await formatResponseAsync('{"a":1}')).text).toBe('{\n  "a": 1\n}');
    expect(FakeWorker.created).toHaveLength(0);
  });

  it('sends a large body to one worker and gives back its answer', async () => {
    const { formatResponseAsync, MAIN_THREAD_LIMIT } = await freshModule();
    const body = large(MAIN_THREAD_LIMIT / 4);
    expect(body.length).toBeGreaterThan(MAIN_THREAD_LIMIT);
    const [first, second] = await Promise.all([
      formatResponseAsync(body),
      formatResponseAsync(`[${body}]`),
    ]);
    expect(first).toEqual(formatResponse(body));
    expect(second.text.startsWith('[\n  {\n    "items"')).toBe(true);
    expect(FakeWorker.created).toHaveLength(1);
    expect(FakeWorker.created[0].posted).toHaveLength(2);
  });

  it('formats on the main thread when the worker fails, and stops using it', async () => {
    const { formatResponseAsync, MAIN_THREAD_LIMIT } = await freshModule();
    FakeWorker.failing = true;
    const body = large(MAIN_THREAD_LIMIT / 4);
    expect(await formatResponseAsync(body)).toEqual(formatResponse(body));
    expect(FakeWorker.created[0].terminated).toBe(true);
  });
});

describe('prepareFormatter', () => {
  it('starts the worker before the first large answer, once', async () => {
    const { formatResponseAsync, prepareFormatter, MAIN_THREAD_LIMIT } = await freshModule();
    prepareFormatter();
    prepareFormatter();
    expect(FakeWorker.created).toHaveLength(1);
    await formatResponseAsync(large(MAIN_THREAD_LIMIT / 4));
    expect(FakeWorker.created).toHaveLength(1);
    expect(FakeWorker.created[0].posted).toHaveLength(1);
  });
});
