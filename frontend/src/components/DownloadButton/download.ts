// Saving a value as a file in the browser.
import { stringifyJson } from '../../lib/json';

/** Default file name when the caller gives none. */
export const DEFAULT_DOWNLOAD_NAME = 'file.txt';

/**
 * The file's text: strings are written as they are (already formatted JSON, for instance),
 * anything else as indented JSON (big numbers printed exactly).
 */
export function downloadText(data: unknown): string {
  if (typeof data === 'string') return data;
  return stringifyJson(data, 2);
}

export function downloadMimeType(fileName: string): string {
  return fileName.toLowerCase().endsWith('.json') ? 'application/json' : 'text/plain';
}

/** Triggers a download of `text` under `fileName`. */
export function saveFile(text: string, fileName: string): void {
  const blob = new Blob([text], { type: `${downloadMimeType(fileName)};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
