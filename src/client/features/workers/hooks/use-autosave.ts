import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveStatus } from '../../../lib/use-save-status.ts';
import { updateWorkerOnLeave, useUpdateWorker } from '../api/update-worker.ts';
import {
  addChange,
  prepareBatch,
  restoreFailedBatch,
  serverFieldErrors,
  settleDraft,
  validateWorkerField,
  type ChangeBatch,
  type EditableWorkerField,
  type FieldErrors,
  type FieldValue,
} from './autosave-batch.ts';

/** Send 3 s after the last change (docs/domain.md, Workers); Saved shows 2 s, Save failed 3 s (useSaveStatus). */
export const AUTOSAVE_DELAY_MS = 3000;
type Timer = ReturnType<typeof setTimeout>;

const isEmpty = (batch: object) => Object.keys(batch).length === 0;

function withFieldError(errors: FieldErrors, field: EditableWorkerField, message: string | null): FieldErrors {
  if ((errors[field] ?? null) === message) return errors;
  const next = { ...errors };
  if (message) next[field] = message;
  else delete next[field];
  return next;
}

/**
 * Leaving the page while an edit waits or a save is on its way asks first (beforeunload); when the
 * page goes (the question answered, or none asked) what waits is sent at once with fetch
 * keepalive (pagehide), so no edit is lost.
 */
function useSaveOnLeave(
  workerId: number,
  pending: RefObject<ChangeBatch>,
  inFlight: RefObject<number>,
  saveTimer: RefObject<Timer | null>,
) {
  useEffect(() => {
    // While an edit waits or a save is on its way, leaving asks first.
    const warn = (event: BeforeUnloadEvent) => {
      if (isEmpty(pending.current) && inFlight.current === 0) return;
      event.preventDefault();
      event.returnValue = '';
    };
    // The page goes (the question answered, or none asked): what waits is sent now, with keepalive.
    const sendWaiting = () => {
      if (saveTimer.current) clearTimeout(saveTimer.current);
      saveTimer.current = null;
      const { body, sent, errors: held } = prepareBatch(pending.current);
      // An invalid field stays waiting for its fix, as in a normal save.
      pending.current = Object.fromEntries(Object.entries(pending.current).filter(([field]) => field in held));
      if (!isEmpty(sent)) updateWorkerOnLeave({ id: workerId, body });
    };
    window.addEventListener('beforeunload', warn);
    window.addEventListener('pagehide', sendWaiting);
    return () => {
      window.removeEventListener('beforeunload', warn);
      window.removeEventListener('pagehide', sendWaiting);
    };
  }, [workerId, pending, inFlight, saveTimer]);
}

/**
 * The worker card's autosave. Edits show at once (draft) and gather in one batch; 3 seconds
 * after the last edit the valid ones go out as one PATCH, in order, one at a time. Invalid
 * fields keep their message and are not sent. `flush` sends at once (Close Profile); unmounting
 * flushes too. Leaving the page within the wait (reload, closing the tab) sends the waiting edits
 * on pagehide with fetch keepalive, and the browser asks before leaving while a save is pending
 * (beforeunload), so no edit is lost (docs/domain.md "Autosave never loses an edit").
 */
export function useAutosave(workerId: number) {
  const { mutateAsync: updateWorker } = useUpdateWorker();
  const [draft, setDraft] = useState<ChangeBatch>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const { status, refusal, show: showStatus, clearRefusal } = useSaveStatus();
  const pending = useRef<ChangeBatch>({});
  const saveTimer = useRef<Timer | null>(null);
  const queueTail = useRef<Promise<void>>(Promise.resolve());
  const inFlight = useRef(0);

  const send = useCallback(
    async (batch: ChangeBatch) => {
      const { body, sent, errors: held } = prepareBatch(batch);
      const heldMessage = Object.values(held)[0] ?? null;
      if (!isEmpty(held)) setErrors((current) => ({ ...current, ...held }));
      if (isEmpty(sent)) {
        if (heldMessage) showStatus('refused', heldMessage);
        return;
      }
      showStatus('saving');
      inFlight.current += 1;
      try {
        await updateWorker({ id: workerId, body });
        setDraft((current) => settleDraft(current, sent));
        if (heldMessage) showStatus('refused', heldMessage);
        else showStatus('saved');
      } catch (error) {
        const refused = error instanceof ApiError && error.status === 400 ? serverFieldErrors(error.body?.details) : {};
        setErrors((current) => ({ ...current, ...refused }));
        pending.current = restoreFailedBatch(pending.current, sent, Object.keys(refused));
        toast({
          title: 'Save Failed',
          description: 'Failed to save worker changes. Please try again.',
          variant: 'destructive',
        });
        // A failed request keeps the spec's 'Save failed' (its field messages show on the fields).
        showStatus('error');
      } finally {
        inFlight.current -= 1;
      }
    },
    [updateWorker, workerId, showStatus],
  );

  /** Sends what has gathered now; resolves once every save queued so far has finished. */
  const flush = useCallback((): Promise<void> => {
    if (saveTimer.current) clearTimeout(saveTimer.current);
    saveTimer.current = null;
    const batch = pending.current;
    pending.current = {};
    if (!isEmpty(batch)) queueTail.current = queueTail.current.then(() => send(batch));
    return queueTail.current;
  }, [send]);

  /** Records an edit: shown at once, sent 3 s after the last one. A shown error clears once fixed. */
  const change = useCallback(
    (field: EditableWorkerField, value: FieldValue) => {
      setDraft((current) => addChange(current, field, value));
      setErrors((current) =>
        field in current ? withFieldError(current, field, validateWorkerField(field, value)) : current,
      );
      pending.current = addChange(pending.current, field, value);
      // A new edit is a new attempt: 'Not saved' gives way until it is sent.
      clearRefusal();
      if (saveTimer.current) clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush, clearRefusal],
  );

  /** Shows (or clears) a field's message, as on leaving the field. */
  const validate = useCallback((field: EditableWorkerField, value: FieldValue) => {
    setErrors((current) => withFieldError(current, field, validateWorkerField(field, value)));
  }, []);

  useSaveOnLeave(workerId, pending, inFlight, saveTimer);

  useEffect(
    () => () => {
      void flush();
    },
    [flush],
  );

  return { draft, errors, status, refusal, change, validate, flush };
}

export type WorkerAutosave = ReturnType<typeof useAutosave>;
