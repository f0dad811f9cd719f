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

/** Escapes LIKE wildcards so a search for "50%" or "a_b" matches those characters literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An ILIKE pattern matching the text anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
