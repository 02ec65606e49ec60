// Where an export's text goes, piece by piece, so that the browser never holds the whole file:
// straight into a file the user picks where the browser can write one (`showSaveFilePicker`,
// Chromium browsers), elsewhere into parts of a chosen size, each downloaded as soon as it is
// full (`logs.part-001.ndjson`, `logs.part-002.ndjson`, ...).
import { utf8Length } from '../../../lib/transfer/batcher';

/** A file being written: only the File System Access API's part the export uses. */
interface WritableFile {
  write(data: string): Promise<void>;
  close(): Promise<void>;
  abort(): Promise<void>;
}

interface SaveFileHandle {
  createWritable(): Promise<WritableFile>;
}

/** `window.showSaveFilePicker`, which TypeScript's DOM library does not declare. */
export type SaveFilePicker = (options: {
  suggestedName: string;
  types?: { accept: Record<string, string[]> }[];
}) => Promise<SaveFileHandle>;

export interface FileSink {
  /** Appends text to the file. */
  write(text: string): Promise<void>;
  /** Ends the file, keeping all that was written. */
  close(): Promise<void>;
  /** Stops the file: a picked file is left as it was; parts already downloaded stay. */
  abort(): Promise<void>;
  /** UTF-8 bytes written so far, file heads included. */
  readonly bytes: number;
  /** Parts downloaded so far; 0 for a picked file. */
  readonly parts: number;
}

export interface FileSinkOptions {
  /** The file name without its extension. */
  name: string;
  /** Without the dot: 'ndjson', 'csv'. */
  extension: string;
  mimeType: string;
  /** What the file, and each part of it, starts with (a CSV file's header row); '' for none. */
  head: string;
  /**
   * Parts only: the size a part is downloaded at. A write is never cut, so a part ends before the
   * write that would take it past this size (and holds that write alone if it is larger).
   */
  partBytes: number;
}

/** What a sink needs of the browser; tests give fakes. */
export interface SinkEnvironment {
  /** The file picker, or null where the browser has none. */
  picker: SaveFilePicker | null;
  /** Downloads a finished part under its name. */
  save: (blob: Blob, name: string) => void;
}

function browserPicker(): SaveFilePicker | null {
  const picker: unknown = Reflect.get(window, 'showSaveFilePicker');
  return typeof picker === 'function' ? (picker.bind(window) as SaveFilePicker) : null;
}

/** Whether an export can be written straight to a file the user picks. */
export function canPickFile(): boolean {
  return browserPicker() !== null;
}

/** A download through a link that is clicked once; the Blob's address is freed afterwards. */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.rel = 'noopener';
  link.click();
  // The click has started the download once the current task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function browserSinkEnvironment(): SinkEnvironment {
  return { picker: browserPicker(), save: downloadBlob };
}

/**
 * A sink for an export. With a picker it asks the user where to save first (rejecting with an
 * AbortError when they decline), so it must be called from the click that starts the export.
 */
export async function openFileSink(
  options: FileSinkOptions,
  environment: SinkEnvironment = browserSinkEnvironment(),
): Promise<FileSink> {
  if (environment.picker === null) return partsSink(options, environment.save);
  const handle = await environment.picker({
    suggestedName: `${options.name}.${options.extension}`,
    types: [{ accept: { [options.mimeType]: [`.${options.extension}`] } }],
  });
  return pickedFileSink(await handle.createWritable(), options.head);
}

async function pickedFileSink(file: WritableFile, head: string): Promise<FileSink> {
  let bytes = 0;
  const write = async (text: string) => {
    await file.write(text);
    bytes += utf8Length(text);
  };
  if (head !== '') await write(head);
  return {
    write,
    close: () => file.close(),
    abort: () => file.abort(),
    get bytes() {
      return bytes;
    },
    parts: 0,
  };
}

/** The name of part `number`: `logs.part-007.ndjson`. */
export function partName(name: string, extension: string, number: number): string {
  return `${name}.part-${String(number).padStart(3, '0')}.${extension}`;
}

function partsSink(options: FileSinkOptions, save: SinkEnvironment['save']): FileSink {
  const headBytes = utf8Length(options.head);
  // Each write as a Blob of its own, which the browser keeps out of the script's memory (on disk
  // when large), so that a part of 100 MB does not weigh on the page while it fills.
  let gathered: Blob[] = [];
  let gatheredBytes = 0;
  let saved = 0;
  let bytes = 0;
  const download = () => {
    const blob = new Blob([options.head, ...gathered], { type: options.mimeType });
    save(blob, partName(options.name, options.extension, saved + 1));
    saved += 1;
    bytes += headBytes + gatheredBytes;
    gathered = [];
    gatheredBytes = 0;
  };
  return {
    write: (text) => {
      const size = utf8Length(text);
      if (gathered.length > 0 && headBytes + gatheredBytes + size > options.partBytes) download();
      gathered.push(new Blob([text]));
      gatheredBytes += size;
      return Promise.resolve();
    },
    // An export without a document still gives a file (its head alone).
    close: () => {
      if (gathered.length > 0 || saved === 0) download();
      return Promise.resolve();
    },
    abort: () => {
      gathered = [];
      gatheredBytes = 0;
      return Promise.resolve();
    },
    get bytes() {
      return bytes + (gathered.length > 0 ? headBytes : 0) + gatheredBytes;
    },
    get parts() {
      return saved;
    },
  };
}
