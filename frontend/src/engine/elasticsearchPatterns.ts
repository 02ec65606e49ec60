// The string patterns of Elasticsearch's role mapping rules, compiled to anchored regular
// expressions the way the engine's automatons read them: `/…/` is a Lucene regular expression
// for the whole name; otherwise `*` stands for any run of characters, `?` for one, and a
// backslash makes the next character literal. (OpenSearch's patterns, without escapes and with
// Java's regular expressions, are securityPatterns.ts's.) A pattern that cannot be compiled gives
// null, never an exception.

/** Whether `pattern` is written as a regular expression, `/…/`. */
export function isSlashedRegex(pattern: string): boolean {
  return pattern.length >= 2 && pattern.startsWith('/') && pattern.endsWith('/');
}

/** Whether `pattern` is more than an exact name: a wildcard, an escape or a regular expression. */
export function isPattern(pattern: string): boolean {
  return /[*?\\]/.test(pattern) || pattern.startsWith('/');
}

const escapeChar = (char: string): string => char.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');

const anchored = (source: string, flags: string): RegExp => new RegExp(`^(?:${source})$`, flags);

/** The wildcard `pattern` as an anchored RegExp. */
export function wildcardRegExp(pattern: string, ignoreCase = false): RegExp {
  let source = '';
  for (let at = 0; at < pattern.length; at += 1) {
    const char = pattern[at];
    if (char === '*') source += '[\\s\\S]*';
    else if (char === '?') source += '[\\s\\S]';
    else if (char === '\\' && at + 1 < pattern.length) {
      at += 1;
      source += escapeChar(pattern[at]);
    } else source += escapeChar(char);
  }
  return anchored(source, ignoreCase ? 'i' : '');
}

/** Characters Lucene's regular expressions give a meaning JavaScript's lack (`~` complement, `&`
 * intersection, `@` any string, `<1-10>` number ranges, `#` empty language, `"…"` literal text). */
const LUCENE_ONLY = new Set(['~', '&', '@', '<', '>', '#', '"']);

/** Lucene's regular expression `body` in JavaScript's syntax; null for what has no translation. */
function luceneSource(body: string): string | null {
  let source = '';
  let inClass = false;
  for (let at = 0; at < body.length; at += 1) {
    const char = body[at];
    if (char === '\\') {
      const next = body[at + 1];
      if (next === undefined) return null;
      at += 1;
      source += /[dDsSwW]/.test(next) ? `\\${next}` : escapeChar(next);
    } else if (inClass) {
      inClass = char !== ']';
      source += char === '[' ? '\\[' : char;
    } else if (LUCENE_ONLY.has(char) || (char === '(' && body[at + 1] === '?')) return null;
    else {
      inClass = char === '[';
      source += char === '^' || char === '$' ? `\\${char}` : char;
    }
  }
  return inClass ? null : source;
}

/**
 * Lucene's regular expression `body` (the inside of a `/…/` pattern) matching whole names; null
 * when it uses what JavaScript's expressions cannot say or does not compile.
 */
export function luceneRegExp(body: string, ignoreCase = false): RegExp | null {
  const source = luceneSource(body);
  if (source === null) return null;
  try {
    return anchored(source, ignoreCase ? 'is' : 's');
  } catch {
    return null;
  }
}

/** The pattern compiled; null for one that matches nothing here (an unterminated `/`, or a
 * regular expression that cannot be evaluated). */
export function compilePattern(pattern: string, ignoreCase = false): RegExp | null {
  if (isSlashedRegex(pattern)) return luceneRegExp(pattern.slice(1, -1), ignoreCase);
  return pattern.startsWith('/') ? null : wildcardRegExp(pattern, ignoreCase);
}

/** `compile` remembering what it gave for each pattern (up to 1,000 patterns at a time). */
export function memoized<T>(compile: (pattern: string) => T): (pattern: string) => T {
  const known = new Map<string, T>();
  return (pattern) => {
    if (known.has(pattern)) return known.get(pattern) as T;
    if (known.size >= 1000) known.clear();
    const compiled = compile(pattern);
    known.set(pattern, compiled);
    return compiled;
  };
}
