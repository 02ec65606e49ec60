// What the speed scripts of the app's TypeScript modules share: the modules named by an entry's
// source bundled in memory by Vite (already a dependency) and loaded as one ES module, so the
// scripts run with plain node; and the timing of a run and its summary.
import { build } from 'vite';

const root = new URL('../..', import.meta.url).pathname;

/** The modules `entry` (ES module source, paths from frontend/) exports, bundled and loaded. */
export async function loadBundled(entry, name) {
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'bench-entry',
        enforce: 'pre',
        resolveId: (id) => (id.endsWith('bench-entry') ? '\0bench-entry' : null),
        load: (id) => (id === '\0bench-entry' ? entry : null),
      },
    ],
    build: {
      write: false,
      minify: false,
      lib: { entry: 'bench-entry', formats: ['es'], fileName: name },
    },
  });
  const [chunk] = (Array.isArray(output) ? output[0] : output).output;
  const url = `data:text/javascript;base64,${Buffer.from(chunk.code).toString('base64')}`;
  return import(url);
}

/** Prints the median and 95th percentile of the timings, in ms. */
export function summary(label, timings, { width = 44, digits = 3 } = {}) {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
  console.log(
    `${label.padEnd(width)} median ${at(0.5).toFixed(digits)} ms   p95 ${at(0.95).toFixed(digits)} ms`,
  );
}

/** The milliseconds `action` takes. */
export function time(action) {
  const start = performance.now();
  action();
  return performance.now() - start;
}
