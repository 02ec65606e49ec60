// Beautify: re-indents JSON text. Every number literal is kept exactly as
// written (64-bit ids, 1.0 stays 1.0), and nothing is reordered.
import { parse, stringify } from 'lossless-json';

export const BEAUTIFY_INDENT = 2;

export type BeautifyResult = { ok: true; text: string } | { ok: false; error: string };

export function beautifyJson(text: string): BeautifyResult {
  if (text.trim() === '') return { ok: true, text };
  try {
    return { ok: true, text: stringify(parse(text), undefined, BEAUTIFY_INDENT) ?? text };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
