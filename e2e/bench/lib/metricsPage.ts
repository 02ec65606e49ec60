// What the live metrics benchmark runs in the page: the charts' redraws collected from their user
// timings, a redraw after a click or a drag timed to the next frame, the stored hour written into
// IndexedDB in the sampler's format, and the first chart of a screen opened.

/** One chart redraw (TimeChart's 'shardscope:chart-draw' user timing). */
export interface Draw {
  start: number;
  end: number;
  /** The span of time drawn (ms). */
  span: number;
  points: number;
}

/** What an interaction cost: from the input to the redraws' end and to the next frame after. */
export interface Redrawn {
  drawn: number;
  painted: number;
  charts: number;
  points: number;
}

declare global {
  interface Window {
    __metricsBench: {
      draws: Draw[];
      firstChart?: { drawnAt: number; paintedAt?: number };
    };
    __fillValues: (model: unknown, i: number, s: number, out: Float64Array) => void;
  }
}

/** Before the app: every chart redraw kept in window.__metricsBench, and the first one with points painted. */
export function watchDraws(): void {
  const bench: Window['__metricsBench'] = { draws: [] };
  window.__metricsBench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const detail = (entry as PerformanceMeasure).detail as {
        from: number;
        to: number;
        points: number;
      };
      const draw = {
        start: entry.startTime,
        end: entry.startTime + entry.duration,
        span: detail.to - detail.from,
        points: detail.points,
      };
      bench.draws.push(draw);
      if (draw.points > 0 && bench.firstChart === undefined) {
        const first: { drawnAt: number; paintedAt?: number } = { drawnAt: draw.end };
        bench.firstChart = first;
        requestAnimationFrame(() => {
          first.paintedAt = performance.now();
        });
      }
    }
  }).observe({ type: 'measure' });
}

/** In the page: the redraws since the last call, and the count of draws left out. */
export function takeDraws(): Draw[] {
  const draws = window.__metricsBench.draws;
  window.__metricsBench.draws = [];
  return draws;
}

/**
 * In the page: waits for the next `event` (click, mouseup) anywhere, then for the chart redraws
 * after it whose span is `span` (or, for a zoom, any other than `notSpan`), until none came for
 * `settleMs`. Resolves to the time from the input to the last redraw's end and to the first
 * animation frame after it.
 */
export function redrawAfter({
  event,
  span,
  notSpan,
  settleMs = 300,
}: {
  event: string;
  span?: number;
  notSpan?: number;
  settleMs?: number;
}): Promise<Redrawn> {
  const frames: number[] = [];
  return new Promise((resolve) => {
    const matches = (draw: Draw, at: number) =>
      draw.start >= at &&
      (span === undefined
        ? Math.abs(draw.span - (notSpan ?? 0)) > 1
        : Math.abs(draw.span - span) <= 1);
    const started = (input: Event) => {
      const at = Math.min(input.timeStamp, performance.now());
      let seen = 0;
      let quietSince = performance.now();
      const frame = () => {
        const now = performance.now();
        frames.push(now);
        const drawn = window.__metricsBench.draws.filter((draw) => matches(draw, at));
        if (drawn.length !== seen) {
          seen = drawn.length;
          quietSince = now;
        }
        if (seen === 0 || now - quietSince < settleMs) {
          requestAnimationFrame(frame);
          return;
        }
        const last = Math.max(...drawn.map((draw) => draw.end));
        const painted = frames.find((time) => time >= last) ?? now;
        resolve({
          drawn: last - at,
          painted: painted - at,
          charts: drawn.length,
          points: Math.max(...drawn.map((draw) => draw.points)),
        });
      };
      requestAnimationFrame(frame);
    };
    window.addEventListener(event, started, { capture: true, once: true });
  });
}

/** In the page: resolves when a chart drew at least `points` points (the stored hour read back). */
export function chartWithPoints(points: number): Promise<number> {
  return new Promise((resolve) => {
    const check = () => {
      const most = Math.max(0, ...window.__metricsBench.draws.map((draw) => draw.points));
      if (most >= points) resolve(most);
      else setTimeout(check, 100);
    };
    check();
  });
}

/**
 * In the page: the cluster key and catalogue hash of the first sample record the app stored, as
 * the bench writes its own records with them.
 */
export async function storedRecordKeys(): Promise<{ cluster: string; fields: string } | null> {
  // Not created here when the app has not yet: that would leave it without its store.
  const db = await new Promise<IDBDatabase | null>((resolve) => {
    const opening = indexedDB.open('shardscope-metrics');
    opening.onupgradeneeded = () => opening.transaction?.abort();
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => resolve(null);
  });
  if (db === null) return null;
  try {
    if (!db.objectStoreNames.contains('samples')) return null;
    const records = await new Promise<{ cluster: string; fields: string; nodes: unknown }[]>(
      (resolve, reject) => {
        const request = db.transaction('samples').objectStore('samples').getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      },
    );
    const sample = records.find((record) => record.nodes !== null);
    return sample ? { cluster: sample.cluster, fields: sample.fields } : null;
  } finally {
    db.close();
  }
}

export interface StoredHour {
  cluster: string;
  /** The catalogue hash the sampler stores with its records. */
  fields: string;
  fieldCount: number;
  /** The model's second 0 (ms) and the seconds written from it, one record a second. */
  start: number;
  seconds: number;
  nodes: { id: string; name: string; roles: string[] }[];
  model: unknown;
}

/**
 * In the page (on the app's origin, the app not running): replaces the cluster's stored samples
 * with one record a second over `seconds`, in the sampler's format (api/metrics/sampleStore.ts),
 * each node's values from window.__fillValues. Resolves to the records written.
 */
export async function writeStoredHour(hour: StoredHour): Promise<number> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const opening = indexedDB.open('shardscope-metrics', 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore('samples');
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
  try {
    const transaction = db.transaction('samples', 'readwrite');
    const store = transaction.objectStore('samples');
    store.delete(IDBKeyRange.bound([hour.cluster, -Infinity], [hour.cluster, Infinity]));
    for (let s = 0; s < hour.seconds; s += 1) {
      const time = hour.start + s * 1000;
      // The nodes' values one node after the other in one array, as the sampler writes them.
      const values = new Float64Array(hour.nodes.length * hour.fieldCount);
      const nodes = hour.nodes.map((node, i) => {
        window.__fillValues(hour.model, i, s, values.subarray(i * hour.fieldCount));
        return { ...node, timestamp: time };
      });
      store.put({ cluster: hour.cluster, time, fields: hour.fields, nodes, values }, [
        hour.cluster,
        time,
      ]);
    }
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
    });
    return hour.seconds;
  } finally {
    db.close();
  }
}
