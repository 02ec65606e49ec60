// Validation of the settings screen's fields.
import { isDocumentFieldMaxLength } from '../../../preferences/searchPreferences';

/**
 * Whether a hide pattern cannot be compiled. Such a pattern is kept as typed, flagged in its
 * field, and hides nothing where it applies; an empty pattern is valid and hides nothing too.
 */
export function isInvalidRegex(pattern: string): boolean {
  if (pattern === '') return false;
  try {
    new RegExp(pattern);
    return false;
  } catch {
    return true;
  }
}

/** The document field max length typed in its field, or null unless it is a whole number 1-1000. */
export function parseFieldMaxLength(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return isDocumentFieldMaxLength(value) ? value : null;
}
