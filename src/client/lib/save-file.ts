import { ApiError, type ApiErrorBody } from './api-client.ts';

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

/**
 * Requests a file (an export, a template, a document). A failure throws the same ApiError the
 * api client throws, so callers read `serverMessage` the same way.
 */
export async function requestFile(method: 'GET' | 'POST', url: string, fallbackName: string, body?: unknown): Promise<DownloadedFile> {
  const res = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    let parsed: ApiErrorBody | null = null;
    try {
      parsed = JSON.parse(text) as ApiErrorBody;
    } catch {
      parsed = null;
    }
    if (res.status === 401) window.dispatchEvent(new CustomEvent('crm:unauthorised'));
    throw new ApiError(res.status, text, parsed);
  }
  return { blob: await res.blob(), fileName: fileNameFromContentDisposition(res.headers.get('content-disposition')) ?? fallbackName };
}

/** Hands a blob to the browser as a download under the given name. */
export function saveFile({ blob, fileName }: DownloadedFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
