/**
 * The one fetch wrapper (docs/decisions/0014-client-parses-answers.md), for JSON and for files. A non-success answer throws
 * ApiError whose message is "STATUS: body text" as the spec's client reads it (docs/domain.md),
 * with the parsed body kept. A JSON answer is parsed with the contract the caller names, the
 * schema the server answers with (docs/decisions/0014-client-parses-answers.md).
 */
import type { z } from 'zod';
import { isAuthPath } from '../../shared/api/auth.ts';
import type { ErrorCode } from '../../shared/api/errors.ts';
import { confirmItIsYou } from './fresh-sign-in.ts';

/** An error answer: `code` (and the spec's `error` where a screen reads it) from the shared list. */
export type ApiErrorBody = { message?: string; code?: ErrorCode; error?: ErrorCode; details?: unknown };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: ApiErrorBody | null,
  ) {
    super(`${status}: ${bodyText}`);
  }
  /** The server's own sentence, for toasts and inline errors. */
  get serverMessage(): string {
    return this.body?.message ?? this.bodyText;
  }
}

/**
 * Sends the request; a non-success answer throws ApiError, and a 401 outside sign-in announces the
 * session's end. A 403 FRESH_SIGN_IN_REQUIRED opens the re-authentication dialog (lib/fresh-sign-in.ts):
 * confirmed, the same request (the same body, a chosen file included) is sent again and its answer
 * is the caller's; cancelled, the caller gets the refusal. The page and its form stay as they were.
 */
async function send(method: string, url: string, body?: unknown): Promise<Response> {
  try {
    return await sendOnce(method, url, body);
  } catch (error) {
    if (!(error instanceof ApiError) || error.body?.code !== 'FRESH_SIGN_IN_REQUIRED') throw error;
    if (!(await confirmItIsYou(error.serverMessage))) throw error;
    return send(method, url, body);
  }
}

async function sendOnce(method: string, url: string, body?: unknown): Promise<Response> {
  const isForm = body instanceof FormData;
  const res = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: body === undefined || isForm ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    let parsed: ApiErrorBody | null = null;
    try {
      parsed = JSON.parse(text) as ApiErrorBody;
    } catch {
      parsed = null;
    }
    if (res.status === 401 && !isAuthPath(url)) window.dispatchEvent(new CustomEvent('crm:unauthorised'));
    throw new ApiError(res.status, text, parsed);
  }
  return res;
}

/** Issues named in an AnswerMismatchError; the rest are counted. */
const LISTED_ISSUES = 5;

/**
 * A success answer that does not match its contract: the server and the client disagree about the
 * API. The message names the call (without its query string) and where each issue is, never a value
 * the answer held: it may be personal data.
 */
export class AnswerMismatchError extends Error {
  override name = 'AnswerMismatchError';
  constructor(
    readonly call: string,
    readonly issues: readonly string[],
  ) {
    const more = issues.length > LISTED_ISSUES ? `; and ${issues.length - LISTED_ISSUES} more` : '';
    super(`The answer to ${call} does not match its contract: ${issues.slice(0, LISTED_ISSUES).join('; ')}${more}`);
  }
}

/** Where an issue is (`items.3.status`) and what zod says of it: expected types and values, never the one received. */
const issueText = (issue: z.core.$ZodIssue) =>
  `${issue.path.map(String).join('.') || '(the answer)'}: ${issue.message}`;

/**
 * Parses an answer with its contract; extra fields are dropped. A mismatch is also written to the
 * console, so a browser journey fails on it however the screen shows the error, then thrown.
 */
export function parseAnswer<Answer extends z.ZodType>(
  method: string,
  url: string,
  answer: Answer,
  data: unknown,
): z.output<Answer> {
  const parsed = answer.safeParse(data);
  if (parsed.success) return parsed.data;
  const mismatch = new AnswerMismatchError(`${method} ${url.split('?')[0]}`, parsed.error.issues.map(issueText));
  console.error(mismatch.message);
  throw mismatch;
}

async function request<Answer extends z.ZodType>(
  method: string,
  url: string,
  answer: Answer,
  body?: unknown,
): Promise<z.output<Answer>> {
  const res = await send(method, url, body);
  const type = res.headers.get('content-type') ?? '';
  const data: unknown =
    res.status === 204 ? undefined : type.includes('application/json') ? await res.json() : await res.text();
  return parseAnswer(method, url, answer, data);
}

export type DownloadedFile = { blob: Blob; fileName: string };

/** The file name a Content-Disposition header gives (RFC 6266: filename* wins over filename). */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* a malformed encoding: fall back to the plain name */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || null;
}

/** A file (an export, a template, a document), named by Content-Disposition, else the fallback name. */
async function requestFile(method: string, url: string, fallbackName: string, body?: unknown): Promise<DownloadedFile> {
  const res = await send(method, url, body);
  return {
    blob: await res.blob(),
    fileName: fileNameFromContentDisposition(res.headers.get('content-disposition')) ?? fallbackName,
  };
}

/**
 * Sends a JSON request the browser keeps going after the page is gone (fetch keepalive): the last
 * chance to save on pagehide (docs/domain.md "Autosave never loses an edit"). Nobody is left to
 * read the answer, so none is awaited.
 */
function sendOnLeave(method: string, url: string, body: unknown): void {
  void fetch(url, {
    method,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}

/** Each JSON call names the contract of its answer: the schema the server declares for the route. */
export const api = {
  get: <Answer extends z.ZodType>(url: string, answer: Answer) => request('GET', url, answer),
  post: <Answer extends z.ZodType>(url: string, answer: Answer, body?: unknown) =>
    request('POST', url, answer, body ?? {}),
  put: <Answer extends z.ZodType>(url: string, answer: Answer, body?: unknown) =>
    request('PUT', url, answer, body ?? {}),
  patch: <Answer extends z.ZodType>(url: string, answer: Answer, body?: unknown) =>
    request('PATCH', url, answer, body ?? {}),
  delete: <Answer extends z.ZodType>(url: string, answer: Answer) => request('DELETE', url, answer),
  getFile: (url: string, fallbackName: string) => requestFile('GET', url, fallbackName),
  postFile: (url: string, body: unknown, fallbackName: string) => requestFile('POST', url, fallbackName, body),
  patchOnLeave: (url: string, body: unknown) => sendOnLeave('PATCH', url, body),
};

/** Builds a query string from defined, non-empty values. */
export function withQuery(url: string, params: Record<string, string | number | boolean | undefined | null>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${url}?${s}` : url;
}
