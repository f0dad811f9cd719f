/**
 * The one fetch wrapper (STYLE habit 6). A non-success answer throws ApiError whose message is
 * "STATUS: body text" as the spec's client reads it (part 1 section 7), with the parsed body kept.
 */
export type ApiErrorBody = { message?: string; code?: string; error?: string; details?: unknown };

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

async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
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
    if (res.status === 401 && !url.startsWith('/api/auth/')) window.dispatchEvent(new CustomEvent('crm:unauthorised'));
    throw new ApiError(res.status, text, parsed);
  }
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.text()) as T;
}

export const api = {
  get: <T>(url: string) => request<T>('GET', url),
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, body ?? {}),
  put: <T>(url: string, body?: unknown) => request<T>('PUT', url, body ?? {}),
  patch: <T>(url: string, body?: unknown) => request<T>('PATCH', url, body ?? {}),
  delete: <T>(url: string) => request<T>('DELETE', url),
};

/** Builds a query string from defined, non-empty values. */
export function withQuery(url: string, params: Record<string, string | number | boolean | undefined | null>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${url}?${s}` : url;
}
