/** The code a failure is known by in logs and dead letters: its code (SQLSTATE, AppError) or its class. */
export function errorCodeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.length > 0) return code.slice(0, 100);
  return error instanceof Error ? error.name : 'UNKNOWN';
}
