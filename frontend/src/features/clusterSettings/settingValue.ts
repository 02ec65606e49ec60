// What the edit field sends. The cluster keeps every setting value as a string, so the text goes
// as typed (numbers and booleans too: "2" and 2 mean the same to it), with two exceptions:
// `null` removes the setting from the scope, and text that parses as a JSON array is sent as
// that array (list settings such as cluster.routing.allocation.awareness.attributes).
import type { SettingValue } from '../../api/operations/clusterSettings';

export function parseSettingInput(text: string): SettingValue {
  const trimmed = text.trim();
  if (trimmed === 'null') return null;
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      // Not JSON: sent as the text it is.
    }
  }
  return text;
}

/** A setting name as the cluster expects it: dotted words, no spaces. */
export function isSettingName(name: string): boolean {
  return /^[\w-]+(\.[\w*-]+)+$/.test(name.trim());
}
