// The installation uuid, sent only to the update host, kept in
// local storage under its own key and generated once.

export const INSTALLATION_UUID_KEY = 'installationUuid';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A random (version 4) uuid; getRandomValues also works outside secure contexts. */
export function randomUuid(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The stored uuid (a JSON string), stored first when missing or unreadable. */
export function installationUuid(storage: Storage, generate: () => string = randomUuid): string {
  const stored = storage.getItem(INSTALLATION_UUID_KEY);
  try {
    const value: unknown = stored === null ? null : JSON.parse(stored);
    if (typeof value === 'string' && UUID_PATTERN.test(value)) return value;
  } catch {
    // Unreadable: replaced below.
  }
  const uuid = generate();
  try {
    storage.setItem(INSTALLATION_UUID_KEY, JSON.stringify(uuid));
  } catch {
    // Storage full or denied: this page still has a uuid to send.
  }
  return uuid;
}
