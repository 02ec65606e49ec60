// What kind of answer a response is, read from its content type, and how it is downloaded:
// "{method lowercase}_{path with non-word runs replaced by _}.{extension}", the extension that of
// its kind. 'Non-word' is read as the regex class \W, so underscores of the path stay as they are.
// JSON answers are shown highlighted and saved as .json; text answers (_cat with ?v, errors from
// proxies) are shown as they are and saved with their own extension. Binary answers (CBOR,
// SMILE, Arrow, vector tiles) reach the console decoded as text, their bytes lost: they are not
// offered as a file.
import type { TranslationKey } from '../../../i18n/translate';
import { looksLikeJson } from './responseFormat';

export type ResponseKind = 'json' | 'yaml' | 'csv' | 'tsv' | 'text' | 'binary';

/** The file's extension by kind (a binary answer's is never used: it is not offered). */
export const FILE_EXTENSIONS: Record<ResponseKind, string> = {
  json: 'json',
  yaml: 'yaml',
  csv: 'csv',
  tsv: 'tsv',
  text: 'txt',
  binary: 'bin',
};

/** The download button's label by kind; a binary answer is not offered. */
export const DOWNLOAD_LABELS: Record<ResponseKind, TranslationKey> = {
  json: 'rest.form.download',
  yaml: 'rest.form.downloadYaml',
  csv: 'rest.form.downloadCsv',
  tsv: 'rest.form.downloadTsv',
  text: 'rest.form.downloadText',
  binary: 'components.download.download',
};

// Checked in this order: '+json' before anything else in a vendor type.
const KINDS: readonly [RegExp, ResponseKind][] = [
  [/^application\/(json|x-ndjson)|\+json/, 'json'],
  [/cbor|smile|arrow|mapbox-vector-tile|^application\/octet-stream/, 'binary'],
  [/yaml/, 'yaml'],
  [/^text\/csv/, 'csv'],
  [/^text\/tab-separated-values/, 'tsv'],
];

/**
 * The kind of an answer by its content type. Without one (no answer yet, a record written before
 * content types were kept, the network error) the text decides: JSON unless it is text that does
 * not start like JSON.
 */
export function responseKind(contentType: string | undefined, bodyText: string): ResponseKind {
  const type = (contentType ?? '').trim().toLowerCase();
  if (type === '') return bodyText.trim() === '' || looksLikeJson(bodyText) ? 'json' : 'text';
  return KINDS.find(([pattern]) => pattern.test(type))?.[1] ?? 'text';
}

export function responseFileName(
  method: string,
  path: string,
  kind: ResponseKind = 'json',
): string {
  return `${method.toLowerCase()}_${path.replace(/\W+/g, '_')}.${FILE_EXTENSIONS[kind]}`;
}
