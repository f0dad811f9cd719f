import { describe, expect, it } from 'vitest';
import { workerDocuments } from '../../src/server/db/schema/index.ts';
import { addDays, todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import { call, signedIn, type Body } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';
import { makeWorker } from '../helpers/workers.ts';

const { t, admin } = useTestApp({ admin: 'admin' });

/** A document row straight in the database: the alert list reads rows only. */
async function makeDocument(
  workerId: number,
  documentType: string,
  expiryDate: string | null,
  name = `${documentType}.pdf`,
) {
  const [row] = await t.ctx.db
    .insert(workerDocuments)
    .values({
      workerId,
      documentType,
      expiryDate,
      originalFileName: name,
      storedFileName: `2025/01/${'0'.repeat(32)}.pdf`,
      mimeType: 'application/pdf',
      sizeBytes: 10,
    })
    .returning();
  return row!;
}
const expiring = (cookie = admin.cookie) => call(t, 'GET', '/api/dashboard/expiring-documents', { cookie });

describe('GET /api/dashboard/expiring-documents', () => {
  it('lists documents expiring today to 30 days ahead, soonest first, of workers who have not left', async () => {
    const today = todayInLondon();
    const worker = await makeWorker(t, { firstName: 'Amy', lastName: 'Khan' });
    const left = await makeWorker(t, { status: 'left', p45Date: today, authorised: true });
    const in5 = await makeDocument(worker.id, 'passport', addDays(today, 5), 'amy passport.pdf');
    const in30 = await makeDocument(worker.id, 'visa', addDays(today, 30));
    const dueToday = await makeDocument(worker.id, 'brp', today);
    await makeDocument(worker.id, 'driving_licence', addDays(today, 31));
    await makeDocument(worker.id, 'passport', addDays(today, -1));
    await makeDocument(worker.id, 'right_to_work', null);
    await makeDocument(left.id, 'passport', addDays(today, 3));

    const res = await expiring();
    expect(res.statusCode).toBe(200);
    expect(res.json<Body[]>()).toEqual([
      {
        id: dueToday.id,
        workerId: worker.id,
        workerName: 'Amy Khan',
        documentType: 'brp',
        fileName: 'brp.pdf',
        expiryDate: today,
        complianceStatus: 'expiring',
      },
      {
        id: in5.id,
        workerId: worker.id,
        workerName: 'Amy Khan',
        documentType: 'passport',
        fileName: 'amy passport.pdf',
        expiryDate: addDays(today, 5),
        complianceStatus: 'expiring',
      },
      {
        id: in30.id,
        workerId: worker.id,
        workerName: 'Amy Khan',
        documentType: 'visa',
        fileName: 'visa.pdf',
        expiryDate: addDays(today, 30),
        complianceStatus: 'expiring',
      },
    ]);
  });

  it('is open to the dashboard permission only', async () => {
    expect((await expiring((await signedIn(t, 'support')).cookie)).statusCode).toBe(200);
    expect((await expiring((await signedIn(t, 'finance')).cookie)).statusCode).toBe(200);
    expect((await expiring((await signedIn(t, 'client')).cookie)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/dashboard/expiring-documents')).statusCode).toBe(401);
  });
});
