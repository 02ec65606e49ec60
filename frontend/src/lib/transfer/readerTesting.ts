// Helpers for the readers' tests: read a text in chunks cut at every place, the bytes of a text in
// each encoding (as the platform's encoder gives them), and where a line starts in bytes.
import { expect } from 'vitest';
import type { Problem, RecordReader } from './reading';

export function readChunks<R>(reader: RecordReader<R>, chunks: string[]): Array<R | Problem> {
  return [...chunks.flatMap((chunk) => reader.push(chunk)), ...reader.end()];
}

/**
 * Reads the text whole, then cut in two at every index (inside characters, line breaks, quoted
 * fields and strings alike), and checks every cut reads the same; gives the whole reading.
 */
export function readAtEveryCut<R>(make: () => RecordReader<R>, text: string): Array<R | Problem> {
  const whole = readChunks(make(), [text]);
  for (let cut = 0; cut <= text.length; cut++) {
    const parts = [text.slice(0, cut), text.slice(cut)];
    expect(readChunks(make(), parts), `cut at ${cut}`).toEqual(whole);
  }
  expect(readChunks(make(), [...text]), 'one character at a time').toEqual(whole);
  return whole;
}

/** UTF-8 bytes of the text before its line `line` (1-based). */
export function offsetOfLine(text: string, line: number): number {
  const lines = text.split('\n').slice(0, line - 1);
  return utf8Bytes(lines.map((each) => `${each}\n`).join('')).length;
}

export function utf8Bytes(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** The text's UTF-16 code units, low byte first (le) or high byte first (be). */
export function utf16Bytes(text: string, order: 'le' | 'be'): Uint8Array {
  const bytes = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    bytes[2 * i + (order === 'le' ? 0 : 1)] = unit & 0xff;
    bytes[2 * i + (order === 'le' ? 1 : 0)] = unit >> 8;
  }
  return bytes;
}

/** One byte per character (Latin-1), as a file saved in that encoding holds the text. */
export function latin1Bytes(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

export async function gzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** All the chunks of a stream, in order. */
export async function chunksOf<T>(stream: ReadableStream<T>): Promise<T[]> {
  const chunks: T[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}
