// Helpers for the tests of an import's reading side: the options of a file format, and every body
// the reading gives, in order.
import type { ImportBatch, ImportRecord } from '../../../engine/importBatch';
import type { FileFormat, FormatOptions } from '../../../lib/transfer/checkpoint';
import type { ImportReadOptions } from './importBatches';

export function formatOf(format: FileFormat, more: Partial<FormatOptions> = {}): FormatOptions {
  const csv = format === 'csv';
  return {
    format,
    encoding: 'utf-8',
    gzip: false,
    delimiter: csv ? ',' : null,
    quote: csv ? '"' : null,
    header: csv ? true : null,
    idField: null,
    ...more,
  };
}

export function readOptions(
  format: FileFormat | FormatOptions,
  more: Partial<ImportReadOptions> = {},
): ImportReadOptions {
  return {
    format: typeof format === 'string' ? formatOf(format) : format,
    target: { name: 'logs', dataStream: false },
    batchBytes: 1000,
    resume: null,
    ...more,
  };
}

export async function allOf<T>(items: AsyncIterable<T> | AsyncIterator<T>): Promise<T[]> {
  const iterator = Symbol.asyncIterator in items ? items[Symbol.asyncIterator]() : items;
  const all: T[] = [];
  for (;;) {
    const { done, value } = await iterator.next();
    if (done) return all;
    all.push(value);
  }
}

/** The lines of a record in its body, without newlines. */
export function bodyLines(record: ImportRecord): string[] {
  const text = new TextDecoder().decode(record.body.subarray(record.start, record.end));
  return text.split('\n').slice(0, -1);
}

/** The source lines of the bodies, in order (the line after each action line). */
export function sources(batches: readonly ImportBatch[]): string[] {
  return batches.flatMap((batch) => batch.records.map((record) => bodyLines(record)[1] ?? ''));
}
