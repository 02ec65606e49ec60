// Whether an SQL statement only reads, as the Shardscope server's reader tells it: OpenSearch SQL
// deletes documents with DELETE when plugins.sql.delete.enabled is on, so a statement is a read
// only when it starts with SELECT, SHOW, DESCRIBE or DESC (comments, blanks and opening
// parentheses aside) and no second statement follows a ';'. Anything this cannot follow (an
// unterminated quote or comment) is not a read.

const READ_KEYWORDS: readonly string[] = ['SELECT', 'SHOW', 'DESCRIBE', 'DESC'];

/** ASCII whitespace, as the server reads it (no vertical tab). */
const BLANKS: ReadonlySet<string> = new Set([' ', '\t', '\n', '\f', '\r']);

const WORD_CHARACTER = /[A-Za-z0-9_]/;

const QUOTES: ReadonlySet<string> = new Set(["'", '"', '`']);

/** Whether `statement` is one statement that starts with a read keyword. */
export function isReadStatement(statement: string): boolean {
  const start = skipBlank(statement, 0, true);
  if (start === null) return false;
  const end = wordEnd(statement, start);
  const keyword = statement.slice(start, end).toUpperCase();
  return READ_KEYWORDS.includes(keyword) && nothingAfterASemicolon(statement, end);
}

function wordEnd(text: string, start: number): number {
  let end = start;
  while (end < text.length && WORD_CHARACTER.test(text[end])) end += 1;
  return end;
}

/**
 * The index of the first character from `at` that is not blank or inside a comment (nor '('
 * when `parentheses`); null for an unterminated comment.
 */
function skipBlank(text: string, at: number, parentheses: boolean): number | null {
  let next = at;
  for (;;) {
    if (text.startsWith('--', next)) {
      const lineEnd = text.indexOf('\n', next);
      next = lineEnd < 0 ? text.length : lineEnd;
    } else if (text.startsWith('/*', next)) {
      const close = text.indexOf('*/', next + 2);
      if (close < 0) return null;
      next = close + 2;
    } else if ((parentheses && text[next] === '(') || BLANKS.has(text[next])) {
      next += 1;
    } else {
      return next;
    }
  }
}

/** Whether, from `at`, every ';' outside quotes and comments has only blanks, comments and ';' after it. */
function nothingAfterASemicolon(text: string, at: number): boolean {
  let next = at;
  while (next < text.length) {
    const character = text[next];
    if (QUOTES.has(character)) {
      const close = text.indexOf(character, next + 1);
      if (close < 0) return false;
      next = close + 1;
    } else if (character === ';') {
      return onlyBlankAndSemicolons(text, next + 1);
    } else {
      const skipped = skipBlank(text, next, false);
      if (skipped === null) return false;
      next = skipped > next ? skipped : next + 1;
    }
  }
  return true;
}

function onlyBlankAndSemicolons(text: string, at: number): boolean {
  let next: number | null = at;
  for (;;) {
    next = skipBlank(text, next, false);
    if (next === null) return false;
    if (next === text.length) return true;
    if (text[next] !== ';') return false;
    next += 1;
  }
}
