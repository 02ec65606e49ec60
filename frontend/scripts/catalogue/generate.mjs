/**
 * Writes the REST console's API catalogues from the engines' specifications:
 *   node scripts/catalogue/generate.mjs [path to api-specs]   (from frontend/)
 * The path defaults to ../../shared/api-specs. Prints each file's size, raw and brotli.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { CATALOGUE_FILES, catalogueTexts } from './catalogues.mjs';

const frontend = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const specRoot = path.resolve(process.argv[2] ?? path.join(frontend, '../../shared/api-specs'));
if (!fs.existsSync(specRoot)) {
  console.error(`No API specifications at ${specRoot}: give the path of the api-specs folder.`);
  process.exit(1);
}
const texts = catalogueTexts(specRoot);
for (const [engine, file] of Object.entries(CATALOGUE_FILES)) {
  const target = path.join(frontend, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, texts[engine]);
  const compact = JSON.stringify(JSON.parse(texts[engine]));
  const brotli = zlib.brotliCompressSync(compact).length;
  console.log(`${file}: ${compact.length} bytes compact, ${brotli} bytes brotli`);
}
