import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/server/lib/db-errors.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const underQuery = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnavailable: the database is out of reach (503), not refusing the request', () => {
  it.each([
    [
      '57P01 terminated by an administrator (pg_terminate_backend, failover)',
      underQuery(withCode('57P01', 'terminating connection due to administrator command')),
    ],
    ['57P02 crash shutdown', withCode('57P02')],
    ['57P03 cannot connect now (starting up)', withCode('57P03')],
    ['class 08 connection exception', withCode('08006')],
    ['53300 too many connections', withCode('53300', 'sorry, too many clients already')],
    ['a reset socket', underQuery(withCode('ECONNRESET', 'read ECONNRESET'))],
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['the socket closed under a query', underQuery(new Error('Connection terminated unexpectedly'))],
    [
      'a query on a client whose connection failed',
      underQuery(new Error('Client has encountered a connection error and is not queryable')),
    ],
    ['no connection within the pool timeout', new Error('timeout exceeded when trying to connect')],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', underQuery(withCode('23505'))],
    ['a raised exception', underQuery(withCode('P0001', 'Connection terminated'.toLowerCase()))],
    ['57014 statement timeout (the query was cancelled, the database is there)', underQuery(withCode('57014'))],
    ['a programming error', new TypeError('Cannot read properties of undefined')],
    ['not an error', 'Connection terminated'],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
