// Merges translations into the six locale files.
// Usage: node scripts/i18n-merge.mjs path/to/strings.json
// The input is { "en": { ... }, "cn": { ... }, "fr": ..., "it": ..., "ru": ..., "jp": ... };
// nested objects are deep-merged, existing keys are overwritten.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LANGS = ['en', 'cn', 'fr', 'it', 'ru', 'jp'];
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'i18n', 'locales');

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      target[key] = merge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

function sortKeys(value) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sortKeys(value[k])]),
  );
}

const input = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const missing = LANGS.filter((lang) => !input[lang]);
if (missing.length) {
  console.error(`missing languages in input: ${missing.join(', ')}`);
  process.exit(1);
}
for (const lang of LANGS) {
  const file = path.join(dir, `${lang}.json`);
  const current = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  fs.writeFileSync(file, `${JSON.stringify(sortKeys(merge(current, input[lang])), null, 2)}\n`);
}
console.log(`merged into ${LANGS.length} locale files`);
