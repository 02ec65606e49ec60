// Speed of the import file readers (src/lib/transfer): builds 100 MB of NDJSON (1 KB documents),
// of a _bulk body, of a JSON array and of CSV in memory and prints the MB/s each reader parses,
// fed in 64 KB chunks as a File's decoded stream gives them. The readers are TypeScript: Vite
// (already a dependency) bundles them in memory first, so this runs with plain node:
//   node scripts/bench-transfer.mjs [megabytes]
// Not part of the tests. The goal is 100 MB/s or more for NDJSON and CSV.
import { build } from 'vite';

const MEGABYTES = Number(process.argv[2] ?? 100);
const CHUNK = 64 * 1024;
const root = new URL('..', import.meta.url).pathname;

const ENTRY = `
export { createNdjsonReader } from './src/lib/transfer/ndjson.ts';
export { createBulkBodyReader } from './src/lib/transfer/bulkBody.ts';
export { createJsonArrayReader } from './src/lib/transfer/jsonArray.ts';
export { createCsvReader } from './src/lib/transfer/csv.ts';
`;

/** The readers as one ES module, bundled by Vite and loaded from memory. */
async function loadReaders() {
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'bench-entry',
        enforce: 'pre',
        resolveId: (id) => (id.endsWith('bench-entry') ? '\0bench-entry' : null),
        load: (id) => (id === '\0bench-entry' ? ENTRY : null),
      },
    ],
    build: {
      write: false,
      minify: false,
      lib: { entry: 'bench-entry', formats: ['es'], fileName: 'readers' },
    },
  });
  const [chunk] = (Array.isArray(output) ? output[0] : output).output;
  const url = `data:text/javascript;base64,${Buffer.from(chunk.code).toString('base64')}`;
  return import(url);
}

/** A document of about 1 KB, different for each n. */
function documentOf(n) {
  return {
    id: `doc-${n}`,
    title: `Document number ${n} about naïve café ☕`,
    count: n * 7,
    price: (n % 1000) / 7,
    active: n % 2 === 0,
    tags: ['alpha', 'beta', `t${n % 50}`],
    created: new Date(1_700_000_000_000 + n * 1000).toISOString(),
    body: 'lorem ipsum dolor sit amet '.repeat(30).slice(0, 760 - String(n).length),
    nested: { level: n % 5, name: `n${n}` },
  };
}

/** Lines of the given kind until the text reaches the size. */
function buildText(line) {
  const parts = [];
  let size = 0;
  for (let n = 0; size < MEGABYTES * 1e6; n++) {
    const text = line(n);
    parts.push(text);
    size += text.length;
  }
  return parts.join('');
}

const csvRow = (n) => {
  const doc = documentOf(n);
  const note = n % 10 === 0 ? `"quoted, with ""quotes"""` : doc.body.slice(0, 600);
  return `${doc.id},${doc.title},${doc.count},${doc.price},${doc.active},${doc.created},${note},${doc.nested.name}\n`;
};

const texts = {
  ndjson: () => buildText((n) => `${JSON.stringify(documentOf(n))}\n`),
  bulk: () => buildText((n) => `{"index":{"_id":"${n}"}}\n${JSON.stringify(documentOf(n))}\n`),
  jsonArray: () =>
    `[\n${buildText((n) => `${n ? ',\n' : ''}${JSON.stringify(documentOf(n))}`)}\n]\n`,
  csv: () => `id,title,count,price,active,created,note,name\n${buildText(csvRow)}`,
};

function measure(name, text, reader, print = true) {
  const started = performance.now();
  let records = 0;
  let problems = 0;
  const count = (entries) => {
    for (const entry of entries) {
      if (entry.kind === 'record') records++;
      else problems++;
    }
  };
  for (let at = 0; at < text.length; at += CHUNK) count(reader.push(text.slice(at, at + CHUNK)));
  count(reader.end());
  const seconds = (performance.now() - started) / 1000;
  const megabytes = Buffer.byteLength(text) / 1e6;
  const rate = (megabytes / seconds).toFixed(0);
  if (print)
    console.log(
      `${name.padEnd(10)} ${megabytes.toFixed(0)} MB  ${records} records  ${problems} problems  ${rate} MB/s`,
    );
}

const readers = await loadReaders();
const runs = [
  ['ndjson', texts.ndjson, () => readers.createNdjsonReader()],
  ['bulk', texts.bulk, () => readers.createBulkBodyReader()],
  ['jsonArray', texts.jsonArray, () => readers.createJsonArrayReader()],
  ['csv', texts.csv, () => readers.createCsvReader()],
];
for (const [name, text, reader] of runs) {
  let built = text();
  // A first pass warms the engine up; the second is the one printed.
  measure(name, built.slice(0, 10e6), reader(), false);
  measure(name, built, reader());
  built = null;
}
