// What the server writes into the page for the first paint: its run-time configuration and the
// predefined clusters, as a JSON block that is never executed (the Content-Security-Policy allows
// no inline script). With it the app starts without asking the server anything; a page without
// it (a development server, the files served by another web server) asks for the same data by URL.

export const BOOT_DATA_ID = 'shardscope-boot';

export interface BootData {
  /** The body of api/config.json. */
  config?: unknown;
  /** The body of api/default_clusters.json. */
  clusters?: unknown;
}

function warnUnreadable(): void {
  console.warn(
    `The page's start-up data (#${BOOT_DATA_ID}) does not parse; asking the server instead`,
  );
}

/**
 * The boot data of `doc`, or null when the page has none or it does not parse (`unreadable` is
 * told then: by default a warning).
 */
export function readBootData(
  doc: Document = document,
  unreadable: () => void = warnUnreadable,
): BootData | null {
  const text = doc.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null && !Array.isArray(data)
      ? (data as BootData)
      : null;
  } catch {
    unreadable();
    return null;
  }
}
