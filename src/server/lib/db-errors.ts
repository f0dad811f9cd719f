/**
 * Database helpers. Reads PostgreSQL's error code through Drizzle's wrapper (DrizzleQueryError.cause), for pg and
 * PGlite alike, so a repository can turn a constraint the database enforces into a 409.
 */
type PgErrorLike = { code?: unknown; constraint?: unknown; cause?: unknown };

function pgError(error: unknown): PgErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const e = current as PgErrorLike;
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    current = e.cause;
  }
  return undefined;
}

/** A unique violation (23505), optionally of one named index or constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = pgError(error);
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/** A row still referenced by another table (23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgError(error)?.code === '23503';
}

/**
 * Node and pg driver signs of a connection that is gone or cannot be opened. pg rejects the running
 * query with the server's 57P01 (or the socket's error), then anything queued on that client with
 * "Connection terminated unexpectedly" / "... not queryable"; a transaction's ROLLBACK on it fails that way.
 */
const LOST_CONNECTION_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

/**
 * The database is out of reach rather than refusing this request (issue 7): SQLSTATE class 08
 * (connection exception), 57P01-57P03 (terminated by an administrator, crash, or cannot connect now:
 * a failover or restart) and 53300 (too many connections), or the driver's lost-connection errors.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof e.code === 'string' ? e.code : '';
    if (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code) || LOST_CONNECTION_CODES.has(code))
      return true;
    if (typeof e.message === 'string' && LOST_CONNECTION_MESSAGES.some((m) => (e.message as string).startsWith(m)))
      return true;
    current = e.cause;
  }
  return false;
}

/** Escapes LIKE wildcards so a search for "50%" or "a_b" matches those characters literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An ILIKE pattern matching the text anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
