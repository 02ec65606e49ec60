import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, CDPSession, Page } from '@playwright/test';

// What the transfer benchmarks sample while a run goes: the JS heap of the page and of its
// workers, and the CPU time of every process the run started (the browser thread by thread, the
// engines, the console); and the page's largest heap while something runs (the metrics bench's
// read-back of the kept hour).

const SAMPLE_MS = 500;
/** BENCH_LIVE_HEAP=1: a full garbage collection before each heap sample, so that it counts only what is still held (slower runs). */
const LIVE_HEAP = process.env.BENCH_LIVE_HEAP === '1';

export interface HeapUse {
  page: number;
  worker: number;
  workers: number;
  /** The page's largest heap in each quarter of the run: whether it grows with the run. */
  quarters: number[];
}

/**
 * Samples the JS heap (used bytes) of the page and of every worker of the browser every 500 ms:
 * the page through its own CDP session, the workers by attaching the browser's session to them.
 */
export class HeapSampler {
  maxPage = 0;
  maxWorker = 0;
  /** The page's used heap at each sample, in order. */
  readonly pageSamples: number[] = [];
  workersSeen = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly sessions = new Map<string, string>();
  private readonly waiting = new Map<number, (used: number) => void>();
  private nextId = 1;
  private running: Promise<void> = Promise.resolve();

  private constructor(
    private readonly page: CDPSession,
    private readonly browser: CDPSession,
  ) {
    browser.on('Target.receivedMessageFromTarget', ({ message }) => {
      const answer = JSON.parse(message) as { id?: number; result?: { usedSize?: number } };
      if (answer.id !== undefined) this.waiting.get(answer.id)?.(answer.result?.usedSize ?? 0);
    });
  }

  static async start(page: Page, browser: Browser): Promise<HeapSampler> {
    const sampler = new HeapSampler(await page.context().newCDPSession(page), await browser.newBrowserCDPSession());
    sampler.timer = setInterval(() => {
      sampler.running = sampler.running.then(() => sampler.sample()).catch(() => undefined);
    }, SAMPLE_MS);
    await sampler.sample();
    return sampler;
  }

  private async workerHeap(sessionId: string): Promise<number> {
    if (LIVE_HEAP) await this.browser.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: this.nextId++, method: 'HeapProfiler.collectGarbage' }) });
    const id = this.nextId++;
    const answered = new Promise<number>((resolve) => {
      this.waiting.set(id, resolve);
      setTimeout(() => resolve(0), 2_000);
    });
    await this.browser.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method: 'Runtime.getHeapUsage' }) });
    const used = await answered;
    this.waiting.delete(id);
    return used;
  }

  private async sample(): Promise<void> {
    if (LIVE_HEAP) await this.page.send('HeapProfiler.collectGarbage');
    const { usedSize } = await this.page.send('Runtime.getHeapUsage');
    this.maxPage = Math.max(this.maxPage, usedSize);
    this.pageSamples.push(usedSize);
    const { targetInfos } = await this.browser.send('Target.getTargets');
    for (const target of targetInfos.filter((info) => info.type === 'worker')) {
      if (!this.sessions.has(target.targetId)) {
        const attached = await this.browser.send('Target.attachToTarget', { targetId: target.targetId, flatten: false }).catch(() => null);
        if (attached === null) continue;
        this.sessions.set(target.targetId, attached.sessionId);
        this.workersSeen += 1;
      }
      const used = await this.workerHeap(this.sessions.get(target.targetId) ?? '').catch(() => 0);
      this.maxWorker = Math.max(this.maxWorker, used);
    }
  }

  async stop(): Promise<HeapUse> {
    clearInterval(this.timer);
    await this.running;
    await this.sample().catch(() => undefined);
    await this.browser.detach().catch(() => undefined);
    await this.page.detach().catch(() => undefined);
    const quarter = (k: number) => Math.max(0, ...this.pageSamples.slice(Math.floor((this.pageSamples.length * k) / 4), Math.floor((this.pageSamples.length * (k + 1)) / 4)));
    return { page: this.maxPage, worker: this.maxWorker, workers: this.workersSeen, quarters: [0, 1, 2, 3].map(quarter) };
  }
}

interface ProcStat {
  id: number;
  name: string;
  parent: number;
  seconds: number;
}

/** The fields of /proc/…/stat that matter here: its name, parent and CPU seconds (user and system). */
function procStat(path: string): ProcStat | null {
  try {
    const stat = readFileSync(path, 'utf8');
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    return { id: Number(stat.slice(0, stat.indexOf(' '))), name: stat.slice(stat.indexOf('(') + 1, close), parent: Number(fields[1]), seconds: (Number(fields[11]) + Number(fields[12])) / 100 };
  } catch {
    return null;
  }
}

/** A Chromium process's type: its --type (renderer, gpu-process, utility: the network service), or browser. */
function chromiumType(pid: number): string {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    const type = command.find((arg) => arg.startsWith('--type='))?.slice('--type='.length) ?? 'browser';
    const service = command.find((arg) => arg.startsWith('--utility-sub-type='))?.split('.').at(-2);
    return service === undefined ? type : `${type} ${service}`;
  } catch {
    return 'gone';
  }
}

/**
 * The CPU time of this process's descendants (the browser, the engine, the console) sampled
 * every 500 ms thread by thread, so that threads which end meanwhile (a worker's) still count:
 * the browser's threads by their names (its main thread, a worker, the network service), the
 * other processes by command.
 */
export class CpuSampler {
  private readonly threads = new Map<number, { name: string; first: number; last: number }>();
  private readonly timer: NodeJS.Timeout;

  constructor() {
    this.sample(true);
    this.timer = setInterval(() => this.sample(false), SAMPLE_MS);
  }

  private sample(first: boolean) {
    const processes = readdirSync('/proc').flatMap((pid) => (/^\d+$/.test(pid) ? [procStat(`/proc/${pid}/stat`)] : [])).filter((stat) => stat !== null);
    const ours = new Set([process.pid]);
    for (let grown = true; grown; ) {
      grown = false;
      for (const { id, parent } of processes)
        if (!ours.has(id) && ours.has(parent)) {
          ours.add(id);
          grown = true;
        }
    }
    for (const owner of processes.filter(({ id }) => ours.has(id))) {
      let tasks: string[] = [];
      try {
        tasks = readdirSync(`/proc/${owner.id}/task`);
      } catch {
        continue;
      }
      for (const task of tasks) {
        const thread = procStat(`/proc/${owner.id}/task/${task}/stat`);
        if (thread === null) continue;
        const name = owner.name.startsWith('chrom') ? `chromium ${chromiumType(owner.id)} ${thread.name}` : owner.name;
        const seen = this.threads.get(thread.id);
        if (seen === undefined) this.threads.set(thread.id, { name, first: first ? thread.seconds : 0, last: thread.seconds });
        else seen.last = thread.seconds;
      }
    }
  }

  /** The CPU seconds each name took since the start, the largest first. */
  stop(): string {
    clearInterval(this.timer);
    this.sample(false);
    const byName = new Map<string, number>();
    for (const { name, first, last } of this.threads.values()) byName.set(name, (byName.get(name) ?? 0) + last - first);
    const total = [...byName.values()].reduce((sum, seconds) => sum + seconds, 0);
    const shown = [...byName].filter(([, seconds]) => seconds >= 0.3).sort((a, b) => b[1] - a[1]);
    return `${total.toFixed(1)} s: ${shown.map(([name, seconds]) => `${name} ${seconds.toFixed(1)}`).join(', ')}`;
  }
}


/**
 * Runs `run` while reading the page's heap (used, with its array buffers' backing stores) every
 * 25 ms: the largest read, garbage not yet collected included.
 */
export async function largestHeapDuring<T>(
  cdp: CDPSession,
  run: () => Promise<T>,
): Promise<{ result: T; peak: number }> {
  let peak = 0;
  let running = true;
  const reading = (async () => {
    while (running) {
      const usage = (await cdp.send('Runtime.getHeapUsage')) as {
        usedSize: number;
        backingStorageSize?: number;
      };
      peak = Math.max(peak, usage.usedSize + (usage.backingStorageSize ?? 0));
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  try {
    return { result: await run(), peak };
  } finally {
    running = false;
    await reading;
  }
}
