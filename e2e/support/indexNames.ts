// Index names as the engines match and identify them.

/** Whether `name` matches `pattern`, where `*` stands for any run of characters. */
export function globMatches(pattern: string, name: string): boolean {
  const source = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(`^${source}$`).test(name);
}

/** A stable 22-character index UUID made from the index name, like the engines' random ones. */
export function indexUuid(indexName: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let hash = 2166136261;
  for (let i = 0; i < indexName.length; i += 1) hash = Math.imul(hash ^ indexName.charCodeAt(i), 16777619);
  let uuid = '';
  while (uuid.length < 22) {
    // xorshift32: a new 32-bit value from the last, seeded with the name's FNV-1a hash.
    hash ^= hash << 13;
    hash ^= hash >>> 17;
    hash ^= hash << 5;
    uuid += alphabet[(hash >>> 0) % 64];
  }
  return uuid;
}
