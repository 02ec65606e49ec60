// The page paints the console's frame before the app runs (index.html, frame.js): the
// header in the user's theme with the current cluster's name and screens. The app tells it what
// to show next time through one local-storage entry, and removes the frame once its own first
// screen is in the page.
import type { Cluster } from '../../api/types';
import { savePersisted } from '../../lib/storage';
import type { ThemePreference } from '../theme/themeSlice';

/** The local-storage key frame.js reads. */
export const FRAME_RECORD_KEY = 'frame';

/** The id of the frame's element in index.html. */
export const FRAME_ID = 'shardscope-frame';

export interface FrameRecord {
  theme: ThemePreference;
  /** The page's lang attribute. */
  lang: string;
  clusterIndex: number;
  /** The cluster's name, as the header shows it. */
  cluster: string;
  /** The header's text tabs, in order: label and the address it opens ('/cluster/0/indices'). */
  tabs: readonly { label: string; path: string }[];
  /**
   * The cluster's address ending with '/', when the browser sends it no credential: the page
   * then asks it for the screen's first data before the app runs (early.js).
   */
  requestBase?: string;
  /** What the last check of the cluster found: the page asks for its engine's first data at once. */
  checked?: Pick<Cluster, 'distribution' | 'version' | 'flavor'>;
}

/** The record last written (a cache): it is written again only when it changes. */
let written: string | null = null;

/** Remembers what the frame shows on the next load; writes only when it changed. */
export function rememberFrame(record: FrameRecord): void {
  const text = JSON.stringify(record);
  if (text === written) return;
  written = text;
  savePersisted(FRAME_RECORD_KEY, record);
}

/** Takes the page's frame away: the app's own screen replaces it. */
export function removeFrame(doc: Document = document): void {
  doc.getElementById(FRAME_ID)?.remove();
}
