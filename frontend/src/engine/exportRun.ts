// Runs an export's read to its end: opens the point in time, reads the pages of each slice side by
// side (2 to 4 slices make a large export faster), hands each page on as it comes, and closes what
// it opened whatever happens: at the end, when the user cancels, and when a request fails.
import {
  closeRequest,
  firstCursor,
  openRequest,
  pageRequest,
  readPage,
  type EngineRequest,
  type ExportCursor,
  type ExportPage,
  type ExportSearch,
} from './exportRequests';
import type { EngineProfile } from './profile';

/** Sends one request and gives its parsed answer; rejects on a failed request. */
export type SendRequest = (request: EngineRequest, signal?: AbortSignal) => Promise<unknown>;

/** Where each slice of an export stands: the sort values its next page starts after. */
export type ExportPosition = (unknown[] | null)[];

export interface ExportRunOptions {
  /** Slices read side by side; 1 (the default) reads in one sequence. */
  slices?: number;
  /**
   * Stops the read: the request under way is aborted, the read then fails and is closed. A
   * consumer that simply stops asking for pages (`break` in `for await`) cancels as well.
   */
  signal?: AbortSignal;
  /**
   * Resumes a point in time export from the position an earlier run reached, in a new point in
   * time. Exact where the documents have not changed since, as the sort values name places in
   * the index; scrolls cannot resume.
   */
  resume?: ExportPosition;
}

export interface ExportedPage {
  page: ExportPage;
  /** The slice the page belongs to. */
  slice: number;
  /** Where the export stands after this page, to resume from. */
  position: ExportPosition;
  /**
   * Every document the read gives, once the first page of every slice has counted its own (on
   * that page; null on the others, and on all of them when a count was missing or the read
   * resumed, where the first pages count only what is left).
   */
  total: number | null;
}

type Arrival = { slice: number; page: ExportPage };

/** The pages of an export, as they arrive; see ExportRunOptions for cancelling and resuming. */
export async function* exportPages(
  profile: EngineProfile,
  search: ExportSearch,
  send: SendRequest,
  options: ExportRunOptions = {},
): AsyncGenerator<ExportedPage, void, undefined> {
  const { slices = 1, signal, resume } = options;
  const searches =
    slices > 1
      ? Array.from({ length: slices }, (_, id) => ({ ...search, slice: { id, max: slices } }))
      : [search];
  const open = openRequest(profile, search);
  if (resume && (open === null || resume.length !== searches.length))
    throw new Error('Only a point in time export of as many slices can resume.');
  const opened = firstCursor(profile, open ? await send(open, signal) : undefined);
  if (opened === null) throw new Error('The cluster did not open a point in time.');
  const cursors: ExportCursor[] = searches.map((_, slice) =>
    opened.reading === 'scroll' ? opened : { ...opened, after: resume?.[slice] ?? null },
  );
  const position: ExportPosition = cursors.map((cursor) =>
    'after' in cursor ? cursor.after : null,
  );
  /** The latest cursor any slice got: a point in time is closed by its latest id. */
  let latest: ExportCursor = opened;
  const counted = new SliceCounts(resume ? 0 : searches.length);
  const pending = new Map<number, Promise<Arrival>>();
  const ask = (slice: number) => {
    const asked = send(pageRequest(profile, searches[slice], cursors[slice]), signal).then(
      (answer) => ({ slice, page: readPage(answer, searches[slice], cursors[slice]) }),
    );
    pending.set(slice, asked);
  };
  try {
    searches.forEach((_, slice) => ask(slice));
    while (pending.size > 0) {
      const { slice, page } = await Promise.race(pending.values());
      pending.delete(slice);
      cursors[slice] = page.cursor;
      latest = page.cursor;
      if ('after' in page.cursor) position[slice] = page.cursor.after;
      // The next page is asked before this one is handed on, so the cluster reads while it is written.
      if (!page.last) ask(slice);
      yield { page, slice, position: [...position], total: counted.add(slice, page.total) };
    }
  } finally {
    // A scroll's first page still on its way opens a scroll of its own, closed once it answers.
    const opening = [...pending.entries()].filter(([slice]) => cursors[slice].id === null);
    const late = opening.map(([, asked]) =>
      asked.then(
        ({ page }) => [page.cursor],
        () => [],
      ),
    );
    // Other answers still coming are not wanted any more, nor their failures.
    for (const asked of pending.values()) asked.catch(() => undefined);
    const scrolls = [...cursors, ...(await Promise.all(late)).flat()];
    await closeAll(latest.reading === 'scroll' ? scrolls : [latest], send);
  }
}

/** The slices' counts of their first pages, summed once every slice has given its own. */
class SliceCounts {
  private readonly counts = new Map<number, number | null>();

  constructor(private readonly slices: number) {}

  /** The whole count when this page completes it; null otherwise. */
  add(slice: number, total: number | null): number | null {
    if (this.counts.has(slice) || this.slices === 0) return null;
    this.counts.set(slice, total);
    if (this.counts.size < this.slices) return null;
    let sum = 0;
    for (const count of this.counts.values()) {
      if (count === null) return null;
      sum += count;
    }
    return sum;
  }
}

/**
 * Frees what the read holds: the point in time its slices share, or each slice's scroll. A close
 * that fails is let be: the cluster frees what it held when its keep-alive ends.
 */
async function closeAll(cursors: readonly ExportCursor[], send: SendRequest): Promise<void> {
  const closes = cursors.map(closeRequest);
  await Promise.all(
    closes.map((request) => (request ? send(request).catch(() => undefined) : undefined)),
  );
}
