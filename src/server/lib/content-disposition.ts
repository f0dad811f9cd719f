/**
 * `Content-Disposition: attachment` for a name a user chose: an ASCII fallback with nothing that can
 * break the header (quotes, slashes, backslashes, control characters, non-ASCII), plus the exact name
 * as RFC 5987 `filename*`, which every current browser prefers.
 */
export function attachmentDisposition(fileName: string, fallback = 'document'): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\/%;]/g, '_')
    .trim();
  // A name with no ASCII letter or digit left before its extension falls back to "document".
  const collapsed = ascii.replace(/_+/g, '_');
  const dot = collapsed.lastIndexOf('.');
  const stem = dot > 0 ? collapsed.slice(0, dot) : collapsed;
  const safeAscii = /[A-Za-z0-9]/.test(stem) ? collapsed : `${fallback}${dot > 0 ? collapsed.slice(dot) : ''}`;
  // encodeURIComponent leaves ' ( ) * ! unescaped; RFC 5987 attr-chars exclude all but !.
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${safeAscii}"; filename*=UTF-8''${encoded}`;
}
