import { useCallback, useEffect, useRef, useState } from 'react';
import { copyText } from './copyText';

/** How long 'Copied' stays on the button. */
export const COPY_FEEDBACK_MS = 1000;

export type CopyStatus = 'idle' | 'copied' | 'failed';

/** Copies on demand and reports the outcome for COPY_FEEDBACK_MS. */
export function useCopyFeedback(): { status: CopyStatus; copy: (text: string) => Promise<void> } {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    const ok = await copyText(text);
    clearTimeout(timer.current);
    setStatus(ok ? 'copied' : 'failed');
    timer.current = setTimeout(() => setStatus('idle'), COPY_FEEDBACK_MS);
  }, []);

  return { status, copy };
}
