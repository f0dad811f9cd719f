import { DrizzleQueryError } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { errorSummary, statementLabel, toLoggedError } from '../../src/server/lib/log-errors.ts';
import { loggerOptions } from '../../src/server/lib/logger.ts';

/** An error shaped as pg and PGlite throw them (severity, SQLSTATE, detail and friends). */
function postgresError(code: string, message: string, fields: Record<string, unknown> = {}) {
  return Object.assign(new Error(message), {
    name: 'error',
    severity: 'ERROR',
    code,
    detail: 'Failing row contains (1, AB123456C).',
    where: 'PL/pgSQL function',
    ...fields,
  });
}
const failedQuery = (query: string, cause: unknown) =>
  new DrizzleQueryError(query, ['AB123456C', '12-34-56'], cause as Error);

describe('toLoggedError', () => {
  it.each([
    [
      '23505',
      'duplicate key value violates unique constraint "workers_ni_number_unique"',
      'duplicate key value violates unique constraint "workers_ni_number_unique"',
    ],
    [
      '23514',
      'new row for relation "workers" violates check constraint "x"',
      'new row for relation "workers" violates check constraint "x"',
    ],
    [
      '57P01',
      'terminating connection due to administrator command',
      'terminating connection due to administrator command',
    ],
    ['22P02', 'invalid input syntax for type integer: "AB123456C"', 'database error 22P02'],
    ['22021', 'invalid byte sequence for encoding "UTF8": 0x00', 'database error 22021'],
    ['P0001', 'refused AB123456C', 'database error P0001'],
    ['42703', 'column "x" does not exist', 'database error 42703'],
  ])('SQLSTATE %s keeps only a message that names no value', (code, message, logged) => {
    const error = failedQuery(
      'update "workers" set "ni_number" = $1 where "workers"."id" = $2',
      postgresError(code, message, { table: 'workers', constraint: 'x' }),
    );
    expect(toLoggedError(error)).toEqual({
      type: 'DatabaseError',
      code,
      message: logged,
      table: 'workers',
      constraint: 'x',
      statement: 'update workers',
    });
  });

  it('a PostgreSQL error outside Drizzle loses its detail too', () => {
    expect(toLoggedError(postgresError('23505', 'duplicate key value violates unique constraint "u"'))).toEqual({
      type: 'DatabaseError',
      code: '23505',
      message: 'duplicate key value violates unique constraint "u"',
    });
  });

  it('a lost connection under a query keeps its driver message and code, not the parameters', () => {
    const cause = Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
    const logged = toLoggedError(failedQuery('select "id" from "sessions" where "id" = $1', cause));
    expect(logged).toMatchObject({
      type: 'Error',
      code: 'ECONNRESET',
      message: 'Connection terminated unexpectedly',
      statement: 'select sessions',
    });
    expect(JSON.stringify(logged)).not.toContain('AB123456C');
  });

  it('any other error keeps type, message, code, status and stack, with its causes', () => {
    const error = Object.assign(new TypeError('boom', { cause: new Error('inner') }), {
      code: 'E_X',
      statusCode: 502,
      secret: 'AB123456C',
    });
    const logged = toLoggedError(error);
    expect(logged).toMatchObject({
      type: 'TypeError',
      message: 'boom',
      code: 'E_X',
      statusCode: 502,
      cause: { type: 'Error', message: 'inner' },
    });
    expect(logged.stack).toContain('log-errors.test.ts');
    expect(JSON.stringify(logged)).not.toContain('AB123456C');
  });
});

describe('statementLabel', () => {
  it.each([
    ['insert into "workers" ("ni_number") values ($1)', 'insert workers'],
    ['update "users" set "password_hash" = $1 where "users"."id" = $2', 'update users'],
    ['delete from "sessions" where "sessions"."id" = $1', 'delete sessions'],
    ['select "sessions"."id" from "sessions" inner join "users" on true', 'select sessions'],
    ['with "x" as (select 1) select * from "x"', 'with'],
    ['VACUUM (ANALYZE) "workers"', 'vacuum'],
  ])('%s is %s', (query, label) => {
    expect(statementLabel(query)).toBe(label);
  });
});

describe('the logger', () => {
  function capture() {
    const lines: string[] = [];
    const log = pino(loggerOptions('info'), { write: (line: string) => void lines.push(line) });
    return { log, text: () => lines.join('') };
  }
  const leaking = () =>
    failedQuery(
      'insert into "workers" ("ni_number") values ($1)',
      postgresError('23505', 'duplicate key value violates unique constraint "u"'),
    );

  it('reduces an error logged on its own, under err, or nested, and its default message', () => {
    const { log, text } = capture();
    log.error(leaking());
    log.error({ err: leaking() }, 'request failed');
    log.warn({ context: { errors: [leaking()] } }, 'nested');
    log.child({ err: leaking() }).info('bound');
    expect(text()).not.toMatch(/AB123456C|12-34-56|Failed query|params|Failing row/);
    expect(text().match(/"statement":"insert workers"/g)).toHaveLength(4);
    expect(JSON.parse(text().split('\n')[0]!)).toMatchObject({
      msg: 'duplicate key value violates unique constraint "u"',
      err: { code: '23505' },
    });
  });

  it('leaves other values alone', () => {
    const { log, text } = capture();
    log.info({ task: 'mail', count: 2 }, 'done');
    expect(JSON.parse(text())).toMatchObject({ task: 'mail', count: 2, msg: 'done' });
  });
});

describe('errorSummary', () => {
  it('tells a failed query by message, code and statement only', () => {
    const error = failedQuery(
      'insert into "users" ("email") values ($1)',
      postgresError('23505', 'duplicate key value violates unique constraint "u"'),
    );
    expect(errorSummary(error)).toBe('duplicate key value violates unique constraint "u" [23505] (insert users)');
    expect(
      errorSummary(
        failedQuery(
          'select 1 from "users"',
          postgresError('22P02', 'invalid input syntax for type integer: "AB123456C"'),
        ),
      ),
    ).toBe('database error 22P02 (select users)');
    expect(
      errorSummary(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ).toBe('connect ECONNREFUSED 127.0.0.1:5432');
  });
});
