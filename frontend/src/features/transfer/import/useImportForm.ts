// What the import form knows besides the user's choices, found out as they change: the file (a
// pasted text becomes one once the typing pauses), how its start reads, the preview of its first
// records as the chosen reading gives them, what the target's name is on the cluster, the
// cluster's largest body, and the run all of it makes, or what is still missing.
import { useCallback, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useDebouncedValue } from '@mantine/hooks';
import {
  detectFile,
  previewFile,
  type Detected,
  type FilePreview,
  type ReadChoices,
} from './filePreview';
import { initialDraft, PASTED_NAME, readChoices, type ImportDraft } from './importDraft';
import { importSetup, type SetupResult, type TargetInfo } from './importSetup';
import { useImportBodyLimitQuery, useImportTargetQuery } from './importTargetApi';
import { settledValue, useSettled, type Settled } from './useSettled';

/** Typing pauses this long before the pasted text or the target's name is read. */
const SETTLE_MS = 400;

export interface ImportForm {
  draft: ImportDraft;
  change: (changes: Partial<ImportDraft>) => void;
  /** The chosen file, or the pasted text as a file; null while there is none. */
  file: File | null;
  choices: ReadChoices | null;
  detecting: Settled<Detected>;
  preview: Settled<FilePreview>;
  /** What the target's name is; undefined while it is asked (or not named). */
  target: TargetInfo | undefined;
  targetError: unknown;
  bodyLimit: number | null;
  result: SetupResult;
}

function usePastedFile(text: string): File | null {
  const [settled] = useDebouncedValue(text, SETTLE_MS);
  return useMemo(
    () => (settled.trim() === '' ? null : new File([settled], PASTED_NAME)),
    [settled],
  );
}

export function useImportForm(initialIndex: string): ImportForm {
  const [draft, setDraft] = useState(() => initialDraft(initialIndex));
  const change = useCallback(
    (changes: Partial<ImportDraft>) => setDraft((now) => ({ ...now, ...changes })),
    [],
  );
  const pasted = usePastedFile(draft.pasted);
  const file = draft.source === 'file' ? draft.file : pasted;

  const detecting = useSettled(useMemo(() => (file ? detectFile(file) : null), [file]));
  const detected = settledValue(detecting);
  const choices = useMemo(
    () => (detected ? readChoices(draft.reading, detected) : null),
    [detected, draft.reading],
  );
  const preview = useSettled(
    useMemo(() => (file && choices ? previewFile(file, choices) : null), [file, choices]),
  );

  const [name] = useDebouncedValue(draft.index.trim(), SETTLE_MS);
  const named = name === draft.index.trim() && name !== '';
  const target = useImportTargetQuery(named ? name : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const bodyLimit = useImportBodyLimitQuery().data ?? null;

  const result = importSetup(draft, {
    file,
    choices,
    preview: settledValue(preview),
    target: named ? (target.currentData ?? null) : null,
    bodyLimit,
  });
  return {
    draft,
    change,
    file,
    choices,
    detecting,
    preview,
    target: named ? target.currentData : undefined,
    targetError: target.error,
    bodyLimit,
    result,
  };
}
