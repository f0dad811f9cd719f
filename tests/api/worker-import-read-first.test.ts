import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as repo from '../../src/server/modules/worker-import/worker-import.repository.ts';
import { readDuplicateKeys } from '../../src/server/modules/worker-import/worker-import-rows.repository.ts';
import { call, createTestApp, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { base, generatedFile, uploadMapValidate } from '../helpers/worker-import.ts';

/**
 * Validation reads first, outside its transaction (docs/domain.md "Bulk import on the server",
 * ADR 0025): the rows' keys a part at a time, and the session's version, which any call on the
 * session moves, so the transaction can tell whether another call came in meanwhile.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin')).cookie;
});
afterAll(async () => {
  await t.close();
});

describe('validation reading first', () => {
  it('reads every row’s keys in parts, in file order, the removed left out, as one statement does', async () => {
    const { sessionId } = await uploadMapValidate(t, admin, {
      name: 'parts.csv',
      bytes: await generatedFile(23, 'csv', 31),
    });
    const removed = await call(t, 'POST', `${base(sessionId)}/remove-row`, { cookie: admin, payload: { rowIndex: 7 } });
    expect(removed.statusCode, removed.body).toBe(200);

    const whole = await readDuplicateKeys(t.ctx.db, sessionId);
    let turns = 0;
    const inParts = await readDuplicateKeys(t.ctx.db, sessionId, async () => void (turns += 1), 5);
    expect(whole.map((row) => row.rowIndex)).toEqual([...Array(23).keys()].filter((i) => i !== 7));
    expect(inParts).toEqual(whole);
    // 22 rows in parts of 5: five parts, a turn between two.
    expect(turns).toBe(4);
  });

  it('a call on the session moves its version, so validation knows another call came in', async () => {
    const { sessionId } = await uploadMapValidate(t, admin, {
      name: 'version.csv',
      bytes: await generatedFile(3, 'csv', 32),
    });
    const before = await repo.sessionVersion(t.ctx.db, sessionId);
    expect(await repo.sessionVersion(t.ctx.db, sessionId)).toBe(before);
    const page = await call(t, 'GET', `${base(sessionId)}/rows?page=1&pageSize=10`, { cookie: admin });
    expect(page.statusCode, page.body).toBe(200);
    const after = await repo.sessionVersion(t.ctx.db, sessionId);
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
    expect(await repo.sessionVersion(t.ctx.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('validating twice answers the same findings, read first or not', async () => {
    const { sessionId, validationResults } = await uploadMapValidate(t, admin, {
      name: 'twice.csv',
      bytes: await generatedFile(12, 'csv', 33),
    });
    const again = await call(t, 'POST', `${base(sessionId)}/validate`, { cookie: admin });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ validationResults: Body }>().validationResults).toEqual(validationResults);
  });
});
