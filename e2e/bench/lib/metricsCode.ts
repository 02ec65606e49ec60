import { fileURLToPath, pathToFileURL } from 'node:url';

// The live metrics' own code (parse, read into a sample, append to the history) bundled for the
// page by the frontend's Vite, so the benchmark times it in Chromium on the same answers.

const FRONTEND = fileURLToPath(new URL('../../../frontend/', import.meta.url));

const ENTRY = `
export { parseJson } from './src/lib/json.ts';
export { readNodeStats } from './src/engine/metrics/readSample.ts';
export { MetricsHistory } from './src/engine/metrics/history.ts';
`;

interface ViteBuild {
  build(config: object): Promise<{ output: { code: string }[] } | { output: { code: string }[] }[]>;
}

/** The script that puts { parseJson, readNodeStats, MetricsHistory } in window.__metricsCode. */
export async function metricsCodeScript(): Promise<string> {
  const vite = (await import(
    pathToFileURL(`${FRONTEND}node_modules/vite/dist/node/index.js`).href
  )) as ViteBuild;
  const output = await vite.build({
    root: FRONTEND,
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'bench-entry',
        enforce: 'pre',
        resolveId: (id: string) => (id.endsWith('bench-entry') ? '\0bench-entry' : null),
        load: (id: string) => (id === '\0bench-entry' ? ENTRY : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      lib: { entry: 'bench-entry', formats: ['iife'], name: '__metricsCode', fileName: 'metrics' },
    },
  });
  const [chunk] = (Array.isArray(output) ? output[0] : output).output;
  return chunk.code;
}
