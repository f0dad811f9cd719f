import { DrizzleQueryError } from 'drizzle-orm';

/**
 * What the log keeps of an error (docs/operations.md, "Logs", issue 7: logs never hold personal data).
 * A failed query is logged by its SQLSTATE, the schema objects PostgreSQL names and a short label
 * of the statement ("update workers"); never its SQL text with parameters, PostgreSQL's detail
 * ("Failing row contains (...)", "Key (ni_number)=(...)"), where, hint or the row. Other errors keep
 * their message and stack (code locations). Only the listed fields are copied, so a property added
 * by a library (Drizzle's params, PGlite's query) never reaches the log.
 */
export type LoggedError = {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  constraint?: string;
  table?: string;
  column?: string;
  statement?: string;
  stack?: string;
  cause?: LoggedError;
};

type ErrorFields = {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  statusCode?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  stack?: unknown;
  cause?: unknown;
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** PostgreSQL's errors (pg and PGlite alike) carry a severity and a five-character SQLSTATE. */
const isPostgresError = (e: ErrorFields) =>
  typeof e.severity === 'string' && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code);

/**
 * SQLSTATE classes whose primary message names only schema objects (values go to DETAIL):
 * 08 connection, 23 integrity (constraint, relation, column), 40 rollback, 53/54 resources and limits,
 * 55 object state, 57 operator intervention, 58 system. Class 22 (data exceptions) quotes the value
 * it refused and P0 carries whatever a function raised: those keep the code only.
 */
const MESSAGE_SAFE_CLASSES = new Set(['08', '23', '40', '53', '54', '55', '57', '58']);

/** "update workers", "select sessions": the verb and first table of Drizzle's SQL, never the text. */
export function statementLabel(query: string): string {
  const verb = /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase() ?? 'query';
  const table = /\b(?:from|into|update|join)\s+"?([A-Za-z_][\w]*)"?/i.exec(query)?.[1];
  return table && verb !== 'with' ? `${verb} ${table}` : verb;
}

function fromPostgres(e: ErrorFields, statement: string | undefined): LoggedError {
  const code = e.code as string;
  const message = MESSAGE_SAFE_CLASSES.has(code.slice(0, 2)) ? text(e.message) : undefined;
  const logged: LoggedError = { type: 'DatabaseError', code, message: message ?? `database error ${code}` };
  for (const key of ['constraint', 'table', 'column'] as const) {
    const value = text(e[key]);
    if (value) logged[key] = value;
  }
  if (statement) logged.statement = statement;
  return logged;
}

function fromOther(e: ErrorFields, depth: number): LoggedError {
  const logged: LoggedError = { type: text(e.name) ?? 'Error', message: text(e.message) ?? '' };
  const code = text(e.code);
  if (code) logged.code = code;
  if (typeof e.statusCode === 'number') logged.statusCode = e.statusCode;
  const stack = text(e.stack);
  if (stack) logged.stack = stack;
  if (e.cause && typeof e.cause === 'object' && depth < 3) logged.cause = toLoggedError(e.cause, depth + 1);
  return logged;
}

/** The log's copy of any thrown value. */
export function toLoggedError(error: unknown, depth = 0): LoggedError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: String(error) };
  if (error instanceof DrizzleQueryError) {
    // The wrapper's message and stack start with the SQL and its parameters: only the cause is told.
    const statement = statementLabel(error.query);
    const cause = error.cause as ErrorFields | undefined;
    if (cause && isPostgresError(cause)) return fromPostgres(cause, statement);
    // A driver or network error (connection lost): its own message, no parameters.
    const logged =
      cause && typeof cause === 'object'
        ? fromOther(cause, depth)
        : { type: 'DrizzleQueryError', message: 'query failed' };
    return { ...logged, statement };
  }
  const e = error as ErrorFields;
  if (isPostgresError(e)) return fromPostgres(e, undefined);
  return fromOther(e, depth);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value &&
  typeof value === 'object' &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null);

/** A log call's object with every Error in it (at any depth of plain objects and arrays) replaced. */
export function withLoggedErrors(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return toLoggedError(value);
  if (depth > 4) return value;
  if (Array.isArray(value)) return value.map((item) => withLoggedErrors(item, depth + 1));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withLoggedErrors(item, depth + 1)]));
}

/** One line for a terminal (start-up failure, CLI scripts): what the log would keep, without the stack. */
export function errorSummary(error: unknown): string {
  const e = toLoggedError(error);
  const code = e.code && !e.message.includes(e.code) ? ` [${e.code}]` : '';
  return `${e.message}${code}${e.statement ? ` (${e.statement})` : ''}`;
}
