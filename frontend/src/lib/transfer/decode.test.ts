import { describe, expect, it } from 'vitest';
import { createCsvReader } from './csv';
import { DecodeError, decodeBytes, openFile } from './decode';
import { createNdjsonReader } from './ndjson';
import type { RecordReader } from './reading';
import { chunksOf, gzip, latin1Bytes, utf16Bytes, utf8Bytes } from './readerTesting';

/** A stream of the bytes cut into the given chunk sizes (the rest in one last chunk). */
function streamOf(bytes: Uint8Array, sizes: number[] = []): ReadableStream<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let at = 0;
  for (const size of sizes) {
    chunks.push(bytes.subarray(at, at + size));
    at += size;
  }
  chunks.push(bytes.subarray(at));
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

async function textOf(stream: ReadableStream<string>): Promise<string> {
  return (await chunksOf(stream)).join('');
}

async function errorOf(stream: ReadableStream<string>): Promise<unknown> {
  try {
    await textOf(stream);
  } catch (error) {
    return error;
  }
  return null;
}

const TEXT = 'naïve ☕ 😀\r\nnext';

describe('decodeBytes', () => {
  it('decodes UTF-8 cut at every byte, inside characters too', async () => {
    const bytes = utf8Bytes(TEXT);
    for (let cut = 0; cut <= bytes.length; cut++)
      expect(await textOf(decodeBytes(streamOf(bytes, [cut]), 'utf-8'))).toBe(TEXT);
  });

  it('decodes UTF-16 in both byte orders, cut at every byte', async () => {
    const le = utf16Bytes(TEXT, 'le');
    const be = utf16Bytes(TEXT, 'be');
    for (let cut = 0; cut <= le.length; cut++) {
      expect(await textOf(decodeBytes(streamOf(le, [cut]), 'utf-16le'))).toBe(TEXT);
      expect(await textOf(decodeBytes(streamOf(be, [cut]), 'utf-16be'))).toBe(TEXT);
    }
  });

  it('names the byte offset of bytes that do not decode, wherever the chunks are cut', async () => {
    // "ok é" then a Latin-1 é (0xe9) followed by ASCII, then valid text.
    const bytes = new Uint8Array([...utf8Bytes('ok é '), 0xe9, 0x41, ...utf8Bytes(' ☕')]);
    for (let first = 0; first <= bytes.length; first++) {
      const error = await errorOf(decodeBytes(streamOf(bytes, [first, 1]), 'utf-8', 100));
      expect(error, `cut at ${first}`).toBeInstanceOf(DecodeError);
      expect((error as DecodeError).offset).toBe(100 + 6);
    }
    expect(String(await errorOf(decodeBytes(streamOf(bytes), 'utf-8')))).toContain(
      'The bytes at offset 6 are not valid UTF-8',
    );
  });

  it('names a character cut short by the end of the file', async () => {
    const bytes = utf8Bytes('abc☕').subarray(0, 5);
    expect(await errorOf(decodeBytes(streamOf(bytes, [4]), 'utf-8'))).toMatchObject({ offset: 3 });
    const odd = new Uint8Array([0x61, 0, 0x62]);
    expect(await errorOf(decodeBytes(streamOf(odd), 'utf-16le'))).toMatchObject({ offset: 2 });
  });

  it('names a lone UTF-16 surrogate', async () => {
    const bytes = new Uint8Array([0x61, 0, 0x00, 0xdc, 0x62, 0]);
    expect(await errorOf(decodeBytes(streamOf(bytes, [3]), 'utf-16le'))).toMatchObject({
      offset: 2,
    });
  });
});

describe('openFile', () => {
  const csv = '\uFEFFname;city\nZoë;Köln\nAda;Paris\n';

  it('tells encoding, format and where the text starts, after the byte order mark', async () => {
    const opened = await openFile(new Blob([utf16Bytes(csv, 'le') as BlobPart]));
    expect(opened).toMatchObject({
      gzip: false,
      encoding: 'utf-16le',
      bom: 2,
      format: 'csv',
      delimiter: ';',
      start: { line: 1, offset: 2 },
    });
    expect(await textOf(opened.text)).toBe(csv.slice(1));
  });

  it('decodes in the encoding the user chose, whatever the bytes suggest', async () => {
    // Without a byte order mark, these UTF-16 bytes do not look little-endian.
    const bytes = utf16Bytes('\u6100\u6200\n', 'le');
    expect((await openFile(new Blob([bytes as BlobPart]))).encoding).not.toBe('utf-16le');
    const chosen = await openFile(new Blob([bytes as BlobPart]), undefined, 'utf-16le');
    expect(chosen).toMatchObject({ encoding: 'utf-16le', bom: 0, start: { offset: 0 } });
    expect(await textOf(chosen.text)).toBe('\u6100\u6200\n');
    // A byte order mark of another encoding is not skipped: it is part of the text.
    const marked = await openFile(
      new Blob([utf16Bytes(csv, 'le') as BlobPart]),
      undefined,
      'utf-16le',
    );
    expect(marked).toMatchObject({ bom: 2, start: { offset: 2 } });
  });

  it('reads gzip files through decompression, from the start or a checkpoint', async () => {
    const ndjson = '{"a":"é"}\n{"b":2}\n';
    const file = new Blob([(await gzip(utf8Bytes(ndjson))) as BlobPart]);
    const opened = await openFile(file);
    expect(opened).toMatchObject({ gzip: true, format: 'ndjson', start: { line: 1, offset: 0 } });
    expect(await textOf(opened.text)).toBe(ndjson);
    const resumed = await openFile(file, { line: 2, offset: 11 });
    expect(resumed.start).toEqual({ line: 2, offset: 11 });
    expect(await textOf(resumed.text)).toBe('{"b":2}\n');
  });

  it('goes on from a checkpoint in a plain file', async () => {
    const file = new Blob([csv]);
    const resumed = await openFile(file, {
      line: 3,
      offset: utf8Bytes(csv.split('\n').slice(0, 2).join('\n')).length + 1,
    });
    expect(await textOf(resumed.text)).toBe('Ada;Paris\n');
  });

  it('stops a file in another encoding at its first byte that does not decode', async () => {
    const latin1 = new Blob([latin1Bytes('name,city\nZoë,Köln\n') as BlobPart]);
    const opened = await openFile(latin1);
    expect(await errorOf(opened.text)).toMatchObject({ offset: 12, encoding: 'utf-8' });
  });

  it('opens an empty file as empty text', async () => {
    const opened = await openFile(new Blob([]));
    expect(await textOf(opened.text)).toBe('');
  });
});

describe('opened files read by the readers', () => {
  async function readAll<R>(opened: Awaited<ReturnType<typeof openFile>>, reader: RecordReader<R>) {
    const chunks = await chunksOf(opened.text);
    return [...chunks.flatMap((chunk) => reader.push(chunk)), ...reader.end()];
  }

  it('places UTF-16 rows at their byte offsets in the file', async () => {
    const text = '\uFEFFname,city\nZoë,Köln\n😀,"a\nb"\n';
    const bytes = utf16Bytes(text, 'le');
    const opened = await openFile(new Blob([bytes as BlobPart]));
    const read = await readAll(
      opened,
      createCsvReader({ ...opened.start, encoding: opened.encoding }),
    );
    expect(read.map((entry) => entry.offset)).toEqual([
      text.indexOf('Zoë') * 2,
      text.indexOf('😀') * 2,
    ]);
  });

  it('places gzip NDJSON lines at their offsets in the decompressed content', async () => {
    const text = '{"a":"é"}\n{"b":2}\n';
    const opened = await openFile(new Blob([(await gzip(utf8Bytes(text))) as BlobPart]));
    const read = await readAll(
      opened,
      createNdjsonReader({ ...opened.start, encoding: opened.encoding }),
    );
    expect(read).toMatchObject([
      { line: 1, offset: 0, doc: { a: 'é' } },
      { line: 2, offset: utf8Bytes('{"a":"é"}\n').length, doc: { b: 2 } },
    ]);
  });
});
