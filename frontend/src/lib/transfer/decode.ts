// Turns the bytes of an import file into text as they stream in: gzip files are decompressed on
// the way, the encoding is the one the first bytes show, and bytes that do not decode stop the
// read with an error naming their byte offset rather than turning into replacement characters.
// A resumed read starts at the checkpoint's byte offset.
import type { FilePosition } from './batcher';
import type { TextEncoding } from './checkpoint';
import { utf8Length } from './lines';
import { isGzip, sniff, sniffEncoding, type Sniffed } from './sniff';

/** Bytes of the file's start that the format and encoding are guessed from. */
const SAMPLE_BYTES = 64 * 1024;

/** Bytes that are not text in the file's encoding. */
export class DecodeError extends Error {
  constructor(
    readonly offset: number,
    readonly encoding: TextEncoding,
  ) {
    super(`The bytes at offset ${offset} are not valid ${encoding.toUpperCase()}`);
    this.name = 'DecodeError';
  }
}

/** Trailing bytes that do not make a whole character yet (the decoder holds them). */
function incompleteTail(bytes: Uint8Array, encoding: TextEncoding): number {
  const end = bytes.length;
  if (encoding === 'utf-8') {
    for (let back = 1; back <= Math.min(3, end); back++) {
      const byte = bytes[end - back];
      if ((byte & 0xc0) === 0x80) continue;
      const size = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
      return size > back ? back : 0;
    }
    return 0;
  }
  const odd = end % 2;
  const unit = end - odd - 2;
  if (unit < 0) return odd;
  const high = encoding === 'utf-16le' ? bytes[unit + 1] : bytes[unit];
  return odd + (high >= 0xd8 && high <= 0xdb ? 2 : 0);
}

/** Offset in `bytes` (which start on a character) of the first byte that does not decode. */
function firstBadByte(bytes: Uint8Array, encoding: TextEncoding): number {
  const decodes = (length: number): string | null => {
    try {
      const decoder = new TextDecoder(encoding, { fatal: true, ignoreBOM: true });
      return decoder.decode(bytes.subarray(0, length), { stream: true });
    } catch {
      return null;
    }
  };
  // The shortest prefix that fails ends with the byte that shows the error; the bad sequence
  // starts where the characters decoded before that byte end.
  let low = 0;
  let high = bytes.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (decodes(middle + 1) === null) high = middle;
    else low = middle + 1;
  }
  const before = decodes(low) ?? '';
  return encoding === 'utf-8' ? utf8Length(before) : before.length * 2;
}

function joined(first: Uint8Array, second: Uint8Array): Uint8Array {
  if (first.length === 0) return second;
  const both = new Uint8Array(first.length + second.length);
  both.set(first);
  both.set(second, first.length);
  return both;
}

/**
 * The text of a byte stream in the encoding; `offset` is the byte offset in the file where the
 * stream starts (for the offset an error names). A byte order mark is dropped at offset 0 only.
 */
export function decodeBytes(
  bytes: ReadableStream<Uint8Array>,
  encoding: TextEncoding,
  offset = 0,
): ReadableStream<string> {
  const decoder = new TextDecoder(encoding, { fatal: true, ignoreBOM: offset > 0 });
  let before = offset;
  let held: Uint8Array = new Uint8Array(0);
  return bytes.pipeThrough(
    new TransformStream<Uint8Array, string>({
      transform(chunk, controller) {
        let text: string;
        try {
          text = decoder.decode(chunk, { stream: true });
        } catch {
          const from = joined(held, chunk);
          throw new DecodeError(before - held.length + firstBadByte(from, encoding), encoding);
        }
        if (text !== '') controller.enqueue(text);
        const tail = joined(held, chunk);
        held = tail.slice(tail.length - incompleteTail(tail, encoding));
        before += chunk.length;
      },
      flush(controller) {
        try {
          const text = decoder.decode();
          if (text !== '') controller.enqueue(text);
        } catch {
          throw new DecodeError(before - held.length, encoding);
        }
      },
    }),
  );
}

/** A stream without its first `count` bytes (a resumed gzip read skips what it had read). */
function skipBytes(count: number): TransformStream<Uint8Array, Uint8Array> {
  let left = count;
  return new TransformStream({
    transform(chunk, controller) {
      if (left >= chunk.length) {
        left -= chunk.length;
        return;
      }
      controller.enqueue(left > 0 ? chunk.subarray(left) : chunk);
      left = 0;
    },
  });
}

function gunzip(file: Blob): ReadableStream<Uint8Array> {
  return file.stream().pipeThrough(new DecompressionStream('gzip'));
}

/** The first bytes of the file's content (decompressed) and whether they are all of it. */
async function head(file: Blob, gzip: boolean): Promise<{ bytes: Uint8Array; complete: boolean }> {
  if (!gzip) {
    const bytes = new Uint8Array(await file.slice(0, SAMPLE_BYTES).arrayBuffer());
    return { bytes, complete: file.size <= SAMPLE_BYTES };
  }
  const reader = gunzip(file).getReader();
  let bytes: Uint8Array = new Uint8Array(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { bytes, complete: true };
    bytes = joined(bytes, value);
    if (bytes.length >= SAMPLE_BYTES) {
      await reader.cancel();
      return { bytes, complete: false };
    }
  }
}

/**
 * The sniffed reading with the user's encoding in place of the guessed one: its byte order mark
 * is skipped only when the bytes start with that encoding's.
 */
function chosenEncoding(sniffed: Sniffed, bytes: Uint8Array, encoding?: TextEncoding): Sniffed {
  if (encoding === undefined || encoding === sniffed.encoding) return sniffed;
  const marked = sniffEncoding(bytes);
  return { ...sniffed, encoding, bom: marked.encoding === encoding ? marked.bom : 0 };
}

/** What an opened file is and its text, from its start or from a checkpoint. */
export interface OpenedFile extends Sniffed {
  gzip: boolean;
  text: ReadableStream<string>;
  /** Where the text starts (after the byte order mark, or at the checkpoint). */
  start: FilePosition;
}

/**
 * Opens an import file for reading: tells its compression, encoding and format from its first
 * bytes, and gives its text from the start, or from `resume` (a checkpoint's byte offset, counted
 * in the decompressed content for gzip, and line number). `encoding`, when given, is the one the
 * user chose: the text is decoded in it whatever the bytes suggest.
 */
export async function openFile(
  file: Blob,
  resume?: FilePosition,
  encoding?: TextEncoding,
): Promise<OpenedFile> {
  const gzip = isGzip(new Uint8Array(await file.slice(0, 2).arrayBuffer()));
  const sample = await head(file, gzip);
  const sniffed = chosenEncoding(sniff(sample.bytes, sample.complete), sample.bytes, encoding);
  const offset = resume?.offset ?? 0;
  const bytes = gzip ? gunzip(file).pipeThrough(skipBytes(offset)) : file.slice(offset).stream();
  return {
    ...sniffed,
    gzip,
    text: decodeBytes(bytes, sniffed.encoding, offset),
    start: { line: resume?.line ?? 1, offset: Math.max(offset, sniffed.bom) },
  };
}
