import { describe, expect, it } from 'vitest';
import { openFileSink, type FileSinkOptions, type SaveFilePicker } from './fileSink';

const CSV: FileSinkOptions = {
  name: 'logs',
  extension: 'csv',
  mimeType: 'text/csv',
  head: 'a,b\r\n',
  partBytes: 20,
};

/** A browser without a file picker whose downloads are kept in order, with their text. */
function downloads() {
  const saved: { name: string; blob: Blob }[] = [];
  return {
    environment: { picker: null, save: (blob: Blob, name: string) => saved.push({ name, blob }) },
    saved,
    texts: () => Promise.all(saved.map(({ blob }) => blob.text())),
  };
}

/** A browser with a file picker: what was asked for, and the file's state. */
function pickedFile() {
  const file = { writes: [] as string[], closed: false, aborted: false };
  const asked: Parameters<SaveFilePicker>[0][] = [];
  const picker: SaveFilePicker = (options) => {
    asked.push(options);
    return Promise.resolve({
      createWritable: () =>
        Promise.resolve({
          write: (data: string) => Promise.resolve(void file.writes.push(data)),
          close: () => Promise.resolve(void (file.closed = true)),
          abort: () => Promise.resolve(void (file.aborted = true)),
        }),
    });
  };
  const saved: string[] = [];
  return {
    environment: { picker, save: (_: Blob, name: string) => saved.push(name) },
    file,
    asked,
    saved,
  };
}

describe('a file sink without a file picker', () => {
  it('downloads the text in parts of at most the part size, each starting with the head', async () => {
    const { environment, saved, texts } = downloads();
    const sink = await openFileSink(CSV, environment);
    for (const row of ['1,2\r\n', '3,4\r\n', '5,6\r\n', '7,8\r\n']) await sink.write(row);
    // 5 bytes of head and three rows of 5 fill a part of 20; a fourth row would pass it.
    expect(saved.map(({ name }) => name)).toEqual(['logs.part-001.csv']);
    await sink.close();
    expect(saved.map(({ name }) => name)).toEqual(['logs.part-001.csv', 'logs.part-002.csv']);
    expect(await texts()).toEqual(['a,b\r\n1,2\r\n3,4\r\n5,6\r\n', 'a,b\r\n7,8\r\n']);
    expect(saved[0].blob.type).toBe('text/csv');
    expect(sink.bytes).toBe(30);
    expect(sink.parts).toBe(2);
  });

  it('never cuts a write: one larger than a part is a part of its own', async () => {
    const { environment, texts } = downloads();
    const sink = await openFileSink({ ...CSV, head: '' }, environment);
    await sink.write('short\n');
    await sink.write(`${'x'.repeat(40)}\n`);
    await sink.write('end\n');
    await sink.close();
    expect(await texts()).toEqual(['short\n', `${'x'.repeat(40)}\n`, 'end\n']);
  });

  it('counts bytes as UTF-8', async () => {
    const { environment } = downloads();
    const sink = await openFileSink({ ...CSV, head: '' }, environment);
    await sink.write('éé\n');
    expect(sink.bytes).toBe(5);
  });

  it('gives one file for an export without documents', async () => {
    const { environment, texts } = downloads();
    await (await openFileSink(CSV, environment)).close();
    expect(await texts()).toEqual(['a,b\r\n']);
  });

  it('drops the text not yet downloaded when the export stops', async () => {
    const { environment, saved } = downloads();
    const sink = await openFileSink(CSV, environment);
    await sink.write('1,2\r\n');
    await sink.abort();
    expect(saved).toEqual([]);
    expect(sink.bytes).toBe(0);
  });
});

describe('a file sink with a file picker', () => {
  it('asks where to save, then writes the head and each text to that file', async () => {
    const { environment, file, asked, saved } = pickedFile();
    const sink = await openFileSink(CSV, environment);
    expect(asked).toEqual([
      { suggestedName: 'logs.csv', types: [{ accept: { 'text/csv': ['.csv'] } }] },
    ]);
    for (const row of ['1,2\r\n', '3,4\r\n', '5,6\r\n', '7,8\r\n']) await sink.write(row);
    await sink.close();
    expect(file.writes).toEqual(['a,b\r\n', '1,2\r\n', '3,4\r\n', '5,6\r\n', '7,8\r\n']);
    expect(file.closed).toBe(true);
    expect(sink.bytes).toBe(25);
    expect(sink.parts).toBe(0);
    expect(saved).toEqual([]);
  });

  it('leaves the file as it was when the export stops', async () => {
    const { environment, file } = pickedFile();
    const sink = await openFileSink(CSV, environment);
    await sink.write('1,2\r\n');
    await sink.abort();
    expect(file.aborted).toBe(true);
    expect(file.closed).toBe(false);
  });

  it('fails as the picker does when the user declines to choose a file', async () => {
    const declined = new DOMException('The user aborted a request.', 'AbortError');
    const picker: SaveFilePicker = () => Promise.reject(declined);
    await expect(openFileSink(CSV, { picker, save: () => undefined })).rejects.toBe(declined);
  });
});
