import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '../fixtures/otherEngine';
import { expect, type Engine } from '../fixtures/test';
import { engineCall } from '../support/engineApi';
import { answerSaveDialogs } from '../support/transfer';
import { CpuSampler } from './lib/samplers';
import { BlockWriter, countOf, dropIndices, exportDocument, loadExportIndex, mb, ratio, requestFigures, table, type Run } from './lib/transferRuns';
import { screenExport, screenImport, timedScreenRun } from './lib/transferScreens';

// The copy of an index from one test engine to the other through the browser, beside an export
// and an import of the same documents (never run by the test run):
//   BENCH_COPY_DOCS=100000 npx playwright test -c playwright.bench.config.ts bench/transfer-copy.bench.ts --project=elasticsearch
// The source is the project's engine, the destination the other one (started beside it, as the
// copy spec does; OpenSearch answers through the suite's CORS route either way).
// - copy: BENCH_COPY_DOCS documents (default 1,000,000; the export benchmark's ~300-byte
//   documents) loaded into the source by the bulk loader, then copied by the copy screen with
//   its defaults (pages of 1,000, 5 MB bodies, 2 in flight, 1 slice, ids kept) to a new index on
//   the destination, made with the source's mapping and settings; the destination's `_count`
//   must equal the source's;
// - export: the same index exported as NDJSON by the export screen with its defaults into the
//   save dialog's file (the page's private file system), whose lines are counted;
// - import: the same documents as an NDJSON file imported by the import screen with its
//   defaults into a new index on the destination; and, from node, loaded into the destination
//   by the bulk loader (5 MB bodies, 4 in flight), as into the source before.
// MB are the sources' NDJSON bytes (each `_source` as a line), which the export's file and the
// import's file hold too. It prints MB, seconds, MB/s, documents/s and the largest JS heap of
// the page and of its workers for each browser run (sampled every 500 ms), the CPU time of the
// browser's threads, both engines and node meanwhile, the copy's requests to each side, and the
// ratio the copy is held to: its documents/s over the slower of the export and the import.
// BENCH_PROFILE=copy|ndjson|import runs that browser run under the page's sampling profiler.

const COPY_DOCS = Number(process.env.BENCH_COPY_DOCS ?? 1_000_000);
const PREFIX = 'bench-copy';
const SOURCE = `${PREFIX}-source`;
/** The name the copy screen proposes for the destination index. */
const COPIED = `${SOURCE}-copy`;


test.setTimeout(2 * 60 * 60_000);

const examinedRun = (name: string) => process.env.BENCH_PROFILE === name;

/** Times the bulk loader filling a new index of `engine` with `count` export documents. */
async function timedLoad(engine: Engine, index: string, count: number, name: string): Promise<Run> {
  const cpu = new CpuSampler();
  const began = performance.now();
  const bytes = await loadExportIndex(engine, index, count);
  return { name, bytes, documents: count, seconds: (performance.now() - began) / 1000, cpu: cpu.stop() };
}

/** The first `count` export documents as an NDJSON file, one source a line. */
function writeExportFile(path: string, count: number): void {
  const fd = openSync(path, 'w');
  const writer = new BlockWriter(fd);
  for (let n = 0; n < count; n += 1) writer.write(`${JSON.stringify(exportDocument(n))}\n`);
  writer.flush();
  closeSync(fd);
}

test('copy: an index to the other engine through the browser beside its export and import', async ({ page, browser, engine, other }) => {
  expect(COPY_DOCS, 'BENCH_COPY_DOCS must name at least one document').toBeGreaterThan(0);
  const dir = mkdtempSync(join(tmpdir(), 'bench-copy-'));
  try {
    await dropIndices(engine, PREFIX);
    await dropIndices(other, PREFIX);
    const sourceLoad = await timedLoad(engine, SOURCE, COPY_DOCS, `bulk loader into ${engine.kind} (5 MB, 4 in flight)`);
    await answerSaveDialogs(page);
    await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));

    await page.goto(`./cluster/0/transfer?view=copy&index=${SOURCE}`);
    await expect(page.getByRole('heading', { name: 'Import and export documents', level: 2 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Copy to cluster' }).click();
    await page.getByRole('option', { name: /^destination/ }).click();
    await expect(page.getByRole('textbox', { name: 'Index on that cluster' })).toHaveValue(COPIED);
    await expect(page.getByText(/^The source index's mapping, shards, replicas and analysis/)).toBeVisible();
    const copyTimed = await timedScreenRun(page, browser, {
      screen: 'copy',
      profile: examinedRun('copy'),
      start: () => page.getByRole('button', { name: 'Copy', exact: true }).click(),
    });
    const copy: Run = { name: `browser copy ${engine.kind} to ${other.kind} (screen defaults)`, bytes: sourceLoad.bytes, documents: COPY_DOCS, ...copyTimed };
    console.log(`copy screen: ${(await page.getByRole('status', { name: 'Copy finished' }).innerText()).replace(/\s+/g, ' ')}`);
    console.log(`copy reads: ${await requestFigures(page, '_search', copy.seconds)}`);
    console.log(`copy writes: ${await requestFigures(page, '_bulk', copy.seconds)}`);
    const held = await countOf(engine, SOURCE);
    expect(held, 'documents in the source').toBe(COPY_DOCS);
    expect(await countOf(other, COPIED), `documents copied to ${other.kind}`).toBe(held);
    await engineCall(other, 'DELETE', COPIED);

    const exported = await screenExport(page, browser, { index: SOURCE, format: 'NDJSON', documents: COPY_DOCS, profile: examinedRun('ndjson') });

    const file = join(dir, 'documents.ndjson');
    writeExportFile(file, COPY_DOCS);
    const imported = await screenImport(page, browser, {
      cluster: 1,
      file,
      bytes: sourceLoad.bytes,
      documents: COPY_DOCS,
      index: `${PREFIX}-imported`,
      mappedField: 'title',
      name: `browser import into ${other.kind} (screen defaults)`,
      profile: examinedRun('import'),
    });
    console.log(`import writes: ${await requestFigures(page, '_bulk', imported.seconds)}`);
    expect(await countOf(other, `${PREFIX}-imported`), `documents imported into ${other.kind}`).toBe(COPY_DOCS);
    await engineCall(other, 'DELETE', `${PREFIX}-imported`);

    const destinationLoad = await timedLoad(other, `${PREFIX}-loaded`, COPY_DOCS, `bulk loader into ${other.kind} (5 MB, 4 in flight)`);
    const slower = (a: Run, b: Run) => (a.documents / a.seconds <= b.documents / b.seconds ? a : b);
    const slowerScreen = slower(exported, imported);
    const ratios = [
      ratio(`copy / min(export, import) = copy / ${slowerScreen.name.split(' (')[0]} (goal 1.00x or more)`, copy, slowerScreen),
      ratio('copy / export', copy, exported),
      ratio('copy / import', copy, imported),
      ratio(`copy / min(export, bulk loader into ${other.kind}) (the loader standing in for the import)`, copy, slower(exported, destinationLoad)),
    ];
    const runs = [copy, exported, imported, destinationLoad, sourceLoad];
    console.log(`\n${table(`${engine.kind} to ${other.kind}: copy of ${COPY_DOCS} documents (${mb(sourceLoad.bytes)} MB of sources, ~${Math.round(sourceLoad.bytes / COPY_DOCS)} bytes each)`, runs, ratios)}\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await dropIndices(engine, PREFIX).catch(() => undefined);
    await dropIndices(other, PREFIX).catch(() => undefined);
  }
});
