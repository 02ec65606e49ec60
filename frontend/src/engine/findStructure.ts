// Elasticsearch's own proposal of a mapping for an import: the first lines go to its structure
// finder (`POST _text_structure/find_structure`, `_ml/find_file_structure` before 7.13), which
// answers with the mappings it would give the data. CSV goes as the file has it, with the
// delimiter, quote and header the user chose; every JSON format goes as one document per line.
// OpenSearch has no structure finder: the console then infers the mapping itself.
import { stringifyJson } from '../lib/json';
import { isRecord } from '../lib/storage';
import type { FileFormat } from '../lib/transfer/checkpoint';
import type { EngineRequest } from './exportRequests';
import type { EngineProfile } from './profile';

/** How a CSV sample is read. */
export interface StructureCsv {
  delimiter: string;
  quote: string;
  /** Whether the first row names the columns. */
  header: boolean;
  /** The columns' names when the first row does not give them (the import's c1, c2, …). */
  columns?: readonly string[];
}

/** The finder needs two lines at least. */
const MIN_LINES = 2;

const PATHS = {
  text_structure: '_text_structure/find_structure',
  ml: '_ml/find_file_structure',
} as const;

/** The text the finder reads: a CSV sample as it is, the documents of any other format as NDJSON. */
export function structureSample(
  format: FileFormat,
  sampleText: string,
  docs: readonly Record<string, unknown>[],
): string {
  if (format === 'csv') return sampleText;
  return docs.map((doc) => stringifyJson(doc)).join('\n');
}

function lineCount(text: string): number {
  return text.split('\n').filter((line) => line.trim() !== '').length;
}

/**
 * The request asking the engine for the structure of `sample` (see structureSample); null when
 * the engine has no structure finder or the sample is shorter than the two lines it needs.
 */
export function findStructureRequest(
  profile: EngineProfile,
  sample: string,
  format: FileFormat,
  csv?: StructureCsv,
): EngineRequest | null {
  const lines = lineCount(sample);
  if (profile.findStructure === 'none' || lines < MIN_LINES) return null;
  const params: Record<string, string> = {
    lines_to_sample: String(lines),
    charset: 'UTF-8',
  };
  if (format === 'csv') {
    params.format = 'delimited';
    params.delimiter = csv?.delimiter ?? ',';
    params.quote = csv?.quote ?? '"';
    params.has_header_row = String(csv?.header ?? true);
    if (csv && !csv.header && csv.columns?.length) params.column_names = csv.columns.join(',');
  } else {
    params.format = 'ndjson';
  }
  return { method: 'POST', path: PATHS[profile.findStructure], params, body: sample };
}

/**
 * The finder's `mappings` as `{ properties }`; null when the answer has none. The finder also
 * proposes an `@timestamp` that only its own ingest pipeline fills (copied from the field it
 * took for the time): it is left out, as the import sends the documents as they are. Answers of
 * Elasticsearch 6, whose mappings list the fields without `properties`, are read too.
 */
export function mappingOfStructure(
  answer: unknown,
): { properties: Record<string, unknown> } | null {
  if (!isRecord(answer) || !isRecord(answer.mappings)) return null;
  const mappings = answer.mappings;
  const properties = isRecord(mappings.properties)
    ? { ...mappings.properties }
    : Object.values(mappings).every(isRecord)
      ? { ...mappings }
      : null;
  if (!properties) return null;
  const timestamp = answer.timestamp_field;
  if (typeof timestamp === 'string' && timestamp !== '@timestamp') delete properties['@timestamp'];
  return { properties };
}
