// The error a JSON field of the pipeline form shows under itself: not valid JSON, or not the
// list or object it must hold. Empty is allowed (the option is left out).
import type { TFunction } from '../../i18n/translate';
import { isRecord } from '../../lib/storage';
import { parseJsonText } from './processorModel';

export function jsonFieldError(t: TFunction, text: string, kind: 'list' | 'object'): string | null {
  const parsed = parseJsonText(text, kind === 'list' ? Array.isArray : isRecord, null);
  if (parsed.ok) return null;
  if (parsed.syntax) return t('ingest.editor.fieldSyntax');
  return kind === 'list' ? t('ingest.editor.fieldNotList') : t('ingest.editor.fieldNotObject');
}
