import { useCallback, useEffect, useRef, useState } from 'react';
import type { AgencyFieldName } from '../../../../shared/domain/agency-fields.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { usePatchAgencyField } from '../api/update-agency.ts';

/** Saved shows 2 seconds, Save failed 3 seconds, then idle again (docs/domain.md, Workers, "Autosave and its indicator"). */
export const SAVED_SHOWN_MS = 2000;
export const ERROR_SHOWN_MS = 3000;
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

type FieldErrors = Partial<Record<AgencyFieldName, string>>;

/** The first message a 400 names for the field, if any. */
function refusalFor(error: unknown, field: string): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const details: unknown = error.body?.details;
  if (!Array.isArray(details)) return error.serverMessage;
  const hit = (details as unknown[]).find(
    (d): d is { message?: string } => typeof d === 'object' && d !== null && (d as { field?: unknown }).field === field,
  );
  return hit?.message ?? error.serverMessage;
}

/**
 * The profile panel's per-field save (docs/domain.md, Agencies): each change is its own
 * PATCH /api/agencies/{id}/field; one indicator cycles idle, saving, saved and error. A refused
 * value keeps its message under its field until it is changed again.
 */
export function useFieldSave(agencyId: number) {
  const { mutateAsync } = usePatchAgencyField();
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [errors, setErrors] = useState<FieldErrors>({});
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const show = useCallback((next: SaveStatus, backAfterMs?: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = backAfterMs ? setTimeout(() => setStatus('idle'), backAfterMs) : null;
    setStatus(next);
  }, []);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const save = useCallback(
    async (field: AgencyFieldName, value: string | number | null) => {
      setErrors(({ [field]: _dropped, ...rest }) => rest);
      show('saving');
      try {
        await mutateAsync({ id: agencyId, body: { field, value } });
        show('saved', SAVED_SHOWN_MS);
        return true;
      } catch (error) {
        const refusal = refusalFor(error, field);
        if (refusal) setErrors((current) => ({ ...current, [field]: refusal }));
        toast({ title: 'Save failed', description: 'Failed to save changes', variant: 'destructive' });
        show('error', ERROR_SHOWN_MS);
        return false;
      }
    },
    [agencyId, mutateAsync, show],
  );

  return { status, errors, save };
}

export type FieldSave = ReturnType<typeof useFieldSave>;
