import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workers } from '../../src/server/db/schema/index.ts';
import { call, createTestApp, makeAgency, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { makeWorker } from '../helpers/workers.ts';

/** Post codes keep the BS 7666 position rules and sort codes are exactly 6 digits, on every write. */
let t: TestApp;
let admin: string;
let agencyId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin')).cookie;
  agencyId = (await makeAgency(t)).id;
});
afterAll(async () => {
  await t.close();
});

const postCodeMessage = 'Must be a valid UK post code, like SW1A 1AA';
const sortCodeMessage = 'Sort code must be 6 digits';
const refused: [string, string, string][] = [
  ['postCode', 'QA1 1AA', postCodeMessage], // Q is never first
  ['postCode', 'AI1 1AA', postCodeMessage], // I is never second
  ['postCode', 'A1I 1AA', postCodeMessage], // I is not an A9A letter
  ['postCode', 'EC1C 1BB', postCodeMessage], // C is not an AA9A letter
  ['postCode', 'SW1A 1CA', postCodeMessage], // the inward letters never use C
  ['sortCode', '1234567', sortCodeMessage], // not cut to 12-34-56
  ['sortCode', '12-34-56-7', sortCodeMessage],
];

type Refusal = { code: string; message: string; details: { field: string; message: string }[] };

describe('POST /api/workers', () => {
  it.each(refused)('refuses %s %j with 400: %s', async (field, value, message) => {
    const res = await call(t, 'POST', '/api/workers', {
      cookie: admin,
      payload: {
        firstName: 'Uma',
        lastName: 'Values',
        agencyId,
        phone: '07700900123',
        email: 'uma@example.com',
        [field]: value,
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<Refusal>();
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(body.details).toContainEqual({ field, message });
  });
});

describe('PATCH /api/workers/{id}', () => {
  it.each(refused)('refuses %s %j with 400 and keeps the stored value: %s', async (field, value, message) => {
    const worker = await makeWorker(t, { agencyId, postCode: 'LS1 4AP', sortCode: '20-00-00' });
    const res = await call(t, 'PATCH', `/api/workers/${worker.id}`, { cookie: admin, payload: { [field]: value } });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<Refusal>();
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(body.details).toContainEqual({ field, message });
    const [row] = await t.ctx.db
      .select({ postCode: workers.postCode, sortCode: workers.sortCode })
      .from(workers)
      .where(eq(workers.id, worker.id));
    expect(row).toEqual({ postCode: 'LS1 4AP', sortCode: '20-00-00' });
  });

  it.each([
    ['GIR 0AA', 'GIR 0AA'],
    ['w1a0ax', 'W1A 0AX'],
    ['dn551pt', 'DN55 1PT'],
  ])('accepts the real post code %s as %s', async (postCode, stored) => {
    const worker = await makeWorker(t, { agencyId });
    const res = await call(t, 'PATCH', `/api/workers/${worker.id}`, { cookie: admin, payload: { postCode } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toMatchObject({ postCode: stored });
  });
});
