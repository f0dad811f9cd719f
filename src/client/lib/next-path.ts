/**
 * Where to go after signing in: the page the user was on when the session expired, carried as
 * /login?next=... (issue 9). Only a path of this site is followed: it must start with exactly one
 * '/' (not '//' or '/\', which browsers read as another host) and hold no control characters;
 * anything else, and /login itself, means the home page.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(next)) return '/';
  const base = 'http://same.origin';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return '/';
  }
  if (url.origin !== base || url.pathname === '/login') return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login address that returns to `path` (pathname + search) after signing in. */
export function loginPathReturningTo(path: string): string {
  const next = safeNextPath(path);
  return next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`;
}
