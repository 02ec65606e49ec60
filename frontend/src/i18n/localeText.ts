// A language's strings from the text of its locale file, each section (`indices`, `security`,
// and within a large one `indices.dialogs`, ...) parsed the first time one of its strings is
// asked for. A page shows a few sections of about twenty-five: parsed whole, the strings of every
// screen took about 0.6 MB of the page's memory from the start, and written as a script (an
// object literal) they were kept twice, once more in the script's compiled code. The text itself
// is the one copy kept.
import type { LocaleStrings } from './translate';

/** A JSON string, or one of the brackets that open and close objects and arrays. */
const TOKEN = /"(?:[^"\\]|\\.)*"|[{}[\]]/g;
const COLON = /^\s*:\s*$/;

/** A section of at least this many characters is itself split into sections. */
const SPLIT_FROM = 2048;

/**
 * The top-level object of `text` with each section's value parsed when it is first read (and
 * then kept as a plain property); a large section's own sections are parsed the same way. A text
 * this scan cannot split is parsed whole, so a locale file that is valid JSON always gives the
 * same tree as `JSON.parse`.
 */
export function lazyLocale(text: string): LocaleStrings {
  const sections = topLevelSections(text);
  if (sections === null) return JSON.parse(text) as LocaleStrings;
  const tree: Record<string, unknown> = {};
  for (const [key, source] of sections) {
    Object.defineProperty(tree, key, {
      configurable: true,
      enumerable: true,
      get() {
        const value: unknown =
          source.length >= SPLIT_FROM ? lazyLocale(source) : JSON.parse(source);
        Object.defineProperty(tree, key, { value, enumerable: true });
        return value;
      },
    });
  }
  return tree as LocaleStrings;
}

/** Each top-level key of the object `text` holds, with its value's text; null if it is not one. */
function topLevelSections(text: string): [string, string][] | null {
  if (!text.trimStart().startsWith('{')) return null;
  const sections: [string, string][] = [];
  const token = new RegExp(TOKEN.source, 'g');
  let depth = 0;
  let key: string | null = null;
  let keyEnd = 0;
  let valueStart = 0;
  for (let match = token.exec(text); match !== null; match = token.exec(text)) {
    const found = match[0];
    // A key's value must follow its colon (a number, true or null there is not split).
    if (depth === 1 && key !== null && !COLON.test(text.slice(keyEnd, match.index))) return null;
    if (found === '{' || found === '[') {
      if (depth === 1 && key !== null) valueStart = match.index;
      depth += 1;
    } else if (found === '}' || found === ']') {
      depth -= 1;
      if (depth === 1 && key !== null) {
        sections.push([key, text.slice(valueStart, token.lastIndex)]);
        key = null;
      }
      if (depth < 0) return null;
    } else if (depth === 1) {
      if (key === null) {
        key = JSON.parse(found) as string;
        keyEnd = token.lastIndex;
      } else {
        // A string value at the top level: its own section.
        sections.push([key, found]);
        key = null;
      }
    }
  }
  return depth === 0 && key === null ? sections : null;
}
