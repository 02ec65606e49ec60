/**
 * Both engines' API catalogues, built from the published specifications under `specRoot` (the
 * shared `api-specs` folder), and where they are kept in the project. See README.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { elasticsearchCatalogue } from './elasticsearch.mjs';
import { opensearchCatalogue } from './opensearch.mjs';

/** The committed catalogues, below `frontend/`. */
export const CATALOGUE_FILES = {
  elasticsearch: 'src/features/rest/catalogue/elasticsearch.json',
  opensearch: 'src/features/rest/catalogue/opensearch.json',
};

/** The text of each engine's catalogue file, as committed. */
export function catalogueTexts(specRoot) {
  return {
    elasticsearch: catalogueText(elasticsearchCatalogue(specRoot)),
    opensearch: catalogueText(opensearchCatalogue(specRoot)),
  };
}

function catalogueText(catalogue) {
  return `${JSON.stringify(catalogue, null, 1)}\n`;
}

/** Whether the specifications are at `specRoot`. */
export function specificationsAt(specRoot) {
  return fs.existsSync(specRoot);
}

/** The committed text of `file` (one of CATALOGUE_FILES), read from `frontend`. */
export function committedText(frontend, file) {
  return fs.readFileSync(path.join(frontend, file), 'utf8');
}
