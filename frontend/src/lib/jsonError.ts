// Where JSON text stops being JSON, so an editor can mark the spot rather than only say "invalid".
import { parse } from 'lossless-json';

/** The parser names the offset of the first character it could not take, "at position N". */
const POSITION = /at position (\d+)/;

/**
 * The offset (0-based, in UTF-16 code units) of the first syntax error in `text`, or null when
 * the text is JSON. An error without a position is placed at the end of the text.
 */
export function jsonErrorPosition(text: string): number | null {
  try {
    parse(text);
    return null;
  } catch (error) {
    const match = error instanceof Error ? POSITION.exec(error.message) : null;
    const position = match ? Number(match[1]) : text.length;
    return Math.min(Math.max(position, 0), text.length);
  }
}

/** 1-based line and column of an offset, as editors count them. */
export function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, position);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: position - lineStart + 1 };
}
