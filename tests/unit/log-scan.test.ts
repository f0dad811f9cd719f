import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findLeaks, scanFiles } from '../../scripts/log-scan.ts';

/**
 * The log privacy check npm test runs on the API tier's log (scripts/log-scan.ts, docs/operations.md
 * "Logs"): it finds each kind of personal data or secret planted in a log line, and passes the lines
 * the server really writes.
 */
const line = (fields: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time: 1796640770196, pid: 812345, hostname: 'vm', ...fields });

const clean = [
  line({
    reqId: '2efb21af-250f-472b-9970-9d53ee487eab',
    userId: 12,
    method: 'GET',
    route: '/api/workers/:id',
    status: 200,
    responseTime: 5.1,
    msg: 'request completed',
  }),
  line({ job: 'nightly-purge', runKey: '2026-12-07', ran: true, summary: { removed: 123456 }, msg: 'job run' }),
  line({ file: '2026/12/1d2c3e4f5a6b7c8d9e0f112233445566.pdf', msg: 'could not remove a stored file' }),
  line({
    err: { type: 'DatabaseError', code: '23514', statement: 'insert workers', stack: 'at f (src/a.ts:123:45)' },
    msg: 'request failed',
  }),
  line({ subject: 'Withdrawn 5 requests', from: 'Worker CRM <no-reply@localhost>', msg: 'mail sent' }),
  line({ at: '2026-12-07T10:46:01.123Z', took: '12:30:45', msg: 'stopping: not ready, draining' }),
];

const planted: [string, string, string][] = [
  ['NI number', line({ msg: 'worker saved', ni: 'JK482913C' }), 'ni'],
  ['NI number', line({ msg: 'worker saved', detail: 'Key (ni_number)=(jk 48 29 13 c) exists' }), 'detail'],
  ['sort code', line({ msg: 'bank', err: { message: 'sort code 40-47-84 refused' } }), 'err.message'],
  ['sort code', line({ msg: 'bank', values: ['x', '404784'] }), 'values.1'],
  ['account number', line({ msg: 'bank', accountNumber: '31926819' }), 'accountNumber'],
  ['share code', line({ msg: 'check', code: 'W12 AB5 678' }), 'code'],
  ['share code', line({ msg: 'check', code: 'wqz987654' }), 'code'],
  ['e-mail address', line({ msg: 'mail sent to philippa.quenby@example.co.uk' }), 'msg'],
  ['e-mail address', line({ msg: 'x', 'jane@example.test': 1 }), '(key)'],
  ['password hash', line({ msg: 'x', hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA' }), 'hash'],
  ['password hash', line({ msg: 'x', hash: '$2b$12$abcdefghijklmnopqrstuv' }), 'hash'],
];

describe('findLeaks', () => {
  it('passes the lines the server writes: ids, dates, routes, error codes, stored names, counts', () => {
    for (const text of clean) expect(findLeaks(text), text).toEqual([]);
  });

  it.each(planted)('finds a planted %s and names its field', (kind, text, field) => {
    expect(findLeaks(text)).toContainEqual({ kind, field });
  });

  it('reads a line that is not JSON as one string', () => {
    expect(findLeaks('Failing row contains (JK482913C, 31926819)')).toEqual([
      { kind: 'NI number', field: '(line)' },
      { kind: 'account number', field: '(line)' },
    ]);
  });
});

describe('scripts/log-scan.ts on a file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-log-scan-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, lines: string[]) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, lines.map((l) => `${l}\n`).join(''));
    return file;
  };
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/log-scan.ts', ...args], { encoding: 'utf8' });

  it('names the file, line, kind and field of a planted leak, never its value, and exits 1', () => {
    const file = write('leak.log', [...clean, line({ msg: 'worker saved', ni: 'JK482913C' })]);
    expect(scanFiles([file])).toEqual({
      lines: clean.length + 1,
      findings: [{ kind: 'NI number', field: 'ni', file, line: clean.length + 1 }],
    });
    const run = cli(file);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${file}:${clean.length + 1}: NI number in ni`);
    expect(run.stderr).not.toContain('JK482913C');
  });

  it('exits 0 on a clean log, and 1 on an empty one unless told a filtered run may log nothing', () => {
    const cleanFile = write('clean.log', clean);
    const run = cli(cleanFile);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Log privacy check: ${clean.length} log lines, no personal data or secret found.`);
    const empty = write('empty.log', []);
    expect(cli(empty).status).toBe(1);
    expect(cli(empty, '--allow-empty').status).toBe(0);
  });
});
