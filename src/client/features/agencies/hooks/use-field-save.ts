import { useCallback, useState } from 'react';
import type { AgencyFieldName } from '../../../../shared/domain/agency-fields.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveStatus } from '../../../lib/use-save-status.ts';
import { usePatchAgencyField } from '../api/update-agency.ts';

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
  // Saved shows 2 seconds, Save failed 3 seconds (docs/domain.md sections 2.2 and 9).
  const { status, show } = useSaveStatus();
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = useCallback(
    async (field: AgencyFieldName, value: string | number | null) => {
      setErrors(({ [field]: _dropped, ...rest }) => rest);
      show('saving');
      try {
        await mutateAsync({ id: agencyId, body: { field, value } });
        show('saved');
        return true;
      } catch (error) {
        const refusal = refusalFor(error, field);
        if (refusal) setErrors((current) => ({ ...current, [field]: refusal }));
        toast({ title: 'Save failed', description: 'Failed to save changes', variant: 'destructive' });
        show('error');
        return false;
      }
    },
    [agencyId, mutateAsync, show],
  );

  return { status, errors, save };
}

export type FieldSave = ReturnType<typeof useFieldSave>;
