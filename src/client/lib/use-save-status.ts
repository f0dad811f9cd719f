import { useCallback, useEffect, useRef, useState } from 'react';

/** refused: an edit was held back by its validator, so nothing of it was sent; shown until the next save. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error' | 'refused';

/** Saved shows 2 seconds, Save failed 3 seconds, then the indicator is idle again (docs/domain.md, Workers, "Autosave and its indicator"). */
export const SAVED_SHOWN_MS = 2000;
export const ERROR_SHOWN_MS = 3000;
const shownFor: Partial<Record<SaveStatus, number>> = { saved: SAVED_SHOWN_MS, error: ERROR_SHOWN_MS };

/**
 * The state of an in-place editor's save indicator (components/save-indicator.tsx): `show` sets
 * the status (with the refused edit's message), and Saved and Save failed go back to idle on
 * their own; `clearRefusal` drops a 'Not saved' once a new edit makes a new attempt.
 */
export function useSaveStatus() {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [refusal, setRefusal] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const show = useCallback((next: SaveStatus, message: string | null = null) => {
    if (timer.current) clearTimeout(timer.current);
    const backAfterMs = shownFor[next];
    timer.current = backAfterMs ? setTimeout(() => setStatus('idle'), backAfterMs) : null;
    setStatus(next);
    setRefusal(message);
  }, []);
  const clearRefusal = useCallback(() => setStatus((current) => (current === 'refused' ? 'idle' : current)), []);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  return { status, refusal, show, clearRefusal };
}
