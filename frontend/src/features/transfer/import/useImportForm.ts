// What the import form knows besides the user's choices, found out as they change: the file (a
// pasted text becomes one once the typing pauses), how its start reads, the preview of its first
// records as the chosen reading gives them, what the target's name is on the cluster, the
// largest body the cluster takes (or, when the server proxies it, the server passes on), and the
// run all of it makes, or what is still missing.
import { useCallback, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useDebouncedValue } from '@mantine/hooks';
import { useActiveCluster, useAppSelector } from '../../../store/hooks';
import { selectRuntimeConfig } from '../../../store/runtimeConfig';
import { importBodyLimit, type BodyLimit } from '../run/limits';
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
  /** The largest body sent, and what sets it; null when unknown. */
  bodyLimit: BodyLimit | null;
  result: SetupResult;
}

function usePastedFile(text: string): File | null {
  const [settled] = useDebouncedValue(text, SETTLE_MS);
  return useMemo(
    () => (settled.trim() === '' ? null : new File([settled], PASTED_NAME)),
    [settled],
  );
}

/** The largest body the active cluster is sent, with what sets it. */
function useBodyLimit(): BodyLimit | null {
  const clusterLimit = useImportBodyLimitQuery().data ?? null;
  const cluster = useActiveCluster();
  const server = useAppSelector(selectRuntimeConfig);
  return useMemo(
    () => importBodyLimit(clusterLimit, cluster, server),
    [clusterLimit, cluster, server],
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
  const bodyLimit = useBodyLimit();

  const result = importSetup(draft, {
    file,
    choices,
    preview: settledValue(preview),
    target: named ? (target.currentData ?? null) : null,
    bodyLimit: bodyLimit?.bytes ?? null,
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
