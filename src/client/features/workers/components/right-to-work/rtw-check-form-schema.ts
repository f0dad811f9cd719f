import { z } from 'zod';
import type { FieldErrors } from 'react-hook-form';
import { documentMessages } from '../../../../../shared/api/documents.ts';
import {
  MAX_RTW_EVIDENCE_FILES,
  rtwCheckFields,
  rtwCheckMessages,
  type RtwCheckFields,
} from '../../../../../shared/api/rtw-checks.ts';
import { formatEnGbDate, todayInLondon } from '../../../../../shared/domain/en-gb-dates.ts';
import {
  followUpDate,
  isShareCodeStale,
  missingForMethod,
  rtwMessages,
  type RtwMethod,
  type RtwOutcome,
} from '../../../../../shared/domain/right-to-work.ts';
import { documentFileField } from '../../../../lib/document-file.ts';
import { schemaResolver } from '../../../../lib/schema-resolver.ts';

/** What the inputs hold: a Select's null, a date input's YYYY-MM-DD or null, the files chosen. */
export type RtwCheckValues = {
  method: RtwMethod | null;
  checkDate: string | null;
  outcome: RtwOutcome | null;
  permissionEndDate: string | null;
  noticeDate: string | null;
  applicationPending: boolean;
  shareCode: string;
  shareCodeGivenOn: string | null;
  restrictions: string;
  evidence: File[];
};

export const emptyRtwCheck: RtwCheckValues = {
  method: null,
  checkDate: null,
  outcome: null,
  permissionEndDate: null,
  noticeDate: null,
  applicationPending: false,
  shareCode: '',
  shareCodeGivenOn: null,
  restrictions: '',
  evidence: [],
};

/** A Positive Verification Notice (List B group 2) or the Employer Checking Service answer has a notice date. */
export const takesNoticeDate = (method: RtwMethod | null) => method === 'list-b-group-2' || method === 'ecs';
/** Only an online check is made with a share code. */
export const takesShareCode = (method: RtwMethod | null) => method === 'online';

const evidenceFile = documentFileField(documentMessages);

/** Up to 5 files, each of a kind and size the document upload takes (the server checks again). */
const evidenceField = z
  .array(z.custom<File>((value) => value instanceof File))
  .max(MAX_RTW_EVIDENCE_FILES, rtwCheckMessages.tooManyFiles)
  .superRefine((files, ctx) => {
    for (const file of files) {
      const problem = evidenceFile.safeParse(file).error?.issues[0]?.message;
      if (problem) ctx.addIssue({ code: 'custom', message: `${file.name}: ${problem}` });
    }
  });

/**
 * The server's own schema (rtwCheckFields) with the evidence files, and the two refusals the server
 * makes beyond it, so they are said before anything is sent: a check date after today, and a share
 * code given more than 90 days before the check.
 */
export const rtwCheckForm = rtwCheckFields.and(z.object({ evidence: evidenceField })).superRefine((check, ctx) => {
  if (check.checkDate && check.checkDate > todayInLondon())
    ctx.addIssue({ code: 'custom', path: ['checkDate'], message: rtwCheckMessages.checkDateInFuture });
  if (check.checkDate && check.shareCodeGivenOn && isShareCodeStale(check.shareCodeGivenOn, check.checkDate))
    ctx.addIssue({ code: 'custom', path: ['shareCodeGivenOn'], message: rtwMessages.shareCodeStale });
});
export type RtwCheckSubmit = RtwCheckFields & { evidence: File[] };

/** A field the method does not show is not sent. */
function prepare(values: RtwCheckValues) {
  return {
    ...values,
    noticeDate: takesNoticeDate(values.method) ? values.noticeDate : null,
    shareCode: takesShareCode(values.method) ? values.shareCode : null,
    shareCodeGivenOn: takesShareCode(values.method) ? values.shareCodeGivenOn : null,
  };
}

/** Which field the shared rule's whole-check message (missingForMethod) belongs under. */
const fieldOfMessage: Record<string, keyof RtwCheckValues> = {
  [rtwMessages.permissionEndRequired]: 'permissionEndDate',
  [rtwMessages.noticeDateRequired]: 'noticeDate',
  [rtwMessages.shareCodeRequired]: 'shareCode',
  [rtwMessages.shareCodeGivenOnRequired]: 'shareCodeGivenOn',
};

/** missingForMethod's message has no field of its own in the schema: it goes under the field it asks for. */
function adjustErrors(_values: RtwCheckValues, errors: FieldErrors<RtwCheckValues>): FieldErrors<RtwCheckValues> {
  const all = errors as Record<string, { message?: unknown; type?: unknown } | undefined>;
  const { '': whole, root, ...rest } = all;
  const error = whole ?? root;
  const message = typeof error?.message === 'string' ? error.message : undefined;
  const field = message ? fieldOfMessage[message] : undefined;
  if (!message || !field) return errors;
  return { ...rest, [field]: { type: 'custom', message } };
}

export const rtwCheckResolver = schemaResolver<RtwCheckValues, typeof rtwCheckForm>(rtwCheckForm, {
  prepare,
  adjustErrors,
});

/** The follow-up the check will give, as the form is filled in; null until the method, date and outcome say. */
export function followUpPreview(values: RtwCheckValues): string | null {
  const { method, checkDate, outcome } = values;
  if (!method || !checkDate || !outcome) return null;
  const prepared = prepare(values);
  const facts = { ...prepared, method, checkDate, outcome, shareCode: prepared.shareCode || null };
  if (outcome !== 'pass') return 'A check that did not pass gives no right-to-work excuse';
  if (missingForMethod(facts)) return null;
  const due = followUpDate(facts);
  return due ? `Follow-up needed by ${formatEnGbDate(due)}` : 'No follow-up needed';
}

/** The share code as typed was given more than 90 days before the check date (today until one is typed). */
export function typedShareCodeIsStale(values: RtwCheckValues): boolean {
  if (!takesShareCode(values.method) || !values.shareCodeGivenOn) return false;
  return isShareCodeStale(values.shareCodeGivenOn, values.checkDate ?? todayInLondon());
}
