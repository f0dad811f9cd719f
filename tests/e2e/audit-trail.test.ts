import fs from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import { downloadOf } from './support/downloads.ts';
import { ADMIN, apiAs, signInThroughForm, useJourney } from './support/journey.ts';
import { readyUser } from './support/users.ts';
import { choose, completeWorker } from './support/workers.ts';

const j = useJourney();

const person = {
  title: 'MS',
  firstName: 'Audrey',
  lastName: 'Trailwood',
  gender: 'FEMALE',
  maritalStatus: 'SINGLE',
  nationality: 'BRITISH',
  dateOfBirth: '1991-03-14',
  email: 'audrey.trailwood@example.test',
  phone: '07700900444',
  addressLine1: '3 Audit Row',
  city: 'Leeds',
  county: 'West Yorkshire',
  postCode: 'LS2 7EY',
  niNumber: 'JK445566B',
  workStartDate: '2024-02-05',
};
const NEW_EMAIL = 'audrey.new@example.test';

describe('audit trail', () => {
  it('a change to a worker shows in the trail filtered to that worker, and in the CSV export', async () => {
    const asAdmin = await apiAs(j.server.url);
    const agency = await asAdmin<{ id: number }>('POST', '/api/agencies', {
      name: 'TRAIL STAFFING',
      contactName: 'Tess Trail',
      city: 'Leeds',
      postalCode: 'LS1 1AA',
    });
    const company = await asAdmin<{ id: number }>('POST', '/api/payroll-companies', { name: 'Trail Payroll Ltd' });
    const worker = await asAdmin<{ id: number }>('POST', '/api/workers', completeWorker(person, agency.id, company.id));
    await asAdmin('PATCH', `/api/workers/${worker.id}`, { city: 'York', email: NEW_EMAIL });

    const page = await j.newPage();
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Audit Trail' }).click();
    await page.getByRole('heading', { name: 'Audit Trail', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/audit-trail');

    await choose(page, page, 'Entity type', 'Worker');
    await page.getByLabel('Entity ID').fill(String(worker.id));
    const table = page.getByRole('table', { name: 'Audit trail entries' });
    const update = table.getByRole('row', { name: new RegExp(`^Update by ${ADMIN.email}`) });
    await update.waitFor();
    await page.waitForURL((url) => url.searchParams.get('entityId') === String(worker.id));
    expect(new URL(page.url()).searchParams.get('entityType')).toBe('worker');
    await expect.poll(() => table.getByRole('row').count()).toBe(3); // the header, the update and the create
    const cells = (await update.getByRole('cell').allInnerTexts()).map((c) => c.trim());
    // The entity by its name now (read with the page, never stored), linked to its page; labels, no values.
    expect(cells.slice(1)).toEqual([
      ADMIN.email,
      'Update',
      'Audrey Trailwood\n\nWorker',
      // Created complete and not authorised (no right-to-work check yet), the first save stores it ready to authorise.
      'Email: changed (value withheld)\nCity: changed (value withheld)\nStatus: pending → active',
    ]);
    expect(await update.getByRole('link', { name: 'Audrey Trailwood' }).getAttribute('href')).toBe(
      `/workers/${worker.id}`,
    );
    expect(cells[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    await table.getByRole('row', { name: new RegExp(`^Create by ${ADMIN.email}`) }).waitFor();
    expect(await page.getByText(NEW_EMAIL).count()).toBe(0);
    await page.getByText('Showing 1 to 2 of 2 entries').waitFor();

    const download = await downloadOf(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
    expect(download.suggestedFilename()).toBe(`audit-trail-${todayInLondon()}.csv`);
    const text = fs.readFileSync(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(header).toContain('Fields changed');
    expect(rows.map((r) => [r[4], r[5], r[6], r[7]])).toEqual([
      [ADMIN.email, 'update', 'worker', String(worker.id)],
      [ADMIN.email, 'create', 'worker', String(worker.id)],
    ]);
    expect(rows[0]![8]).toBe('email, city, status');
    expect(rows[0]![9]).toBe('email; city; status: pending -> active'); // the worker area keeps addresses by name only too
    expect(text).not.toContain(NEW_EMAIL);
    expect(text).not.toContain(person.niNumber);

    // The filters live in the address: a reload keeps them.
    await page.reload();
    await table.getByRole('row', { name: new RegExp(`^Update by ${ADMIN.email}`) }).waitFor();
    await expect.poll(() => page.getByLabel('Entity ID').inputValue()).toBe(String(worker.id));
  });

  it("an agency's changes read old → new with human labels, free text withheld, the agency named and linked", async () => {
    const asAdmin = await apiAs(j.server.url);
    const agency = await asAdmin<{ id: number; name: string }>('POST', '/api/agencies', {
      name: 'LEDGER FEES LTD',
      contactName: 'Lena Ledger',
      city: 'Leeds',
      postalCode: 'LS1 1AA',
    });
    await asAdmin('PATCH', `/api/agencies/${agency.id}`, { trustScore: 40, notes: 'Owner Jane Roe, call after 5' });
    await asAdmin('PUT', `/api/agencies/${agency.id}/commercial`, { fee: 12.5, commercialNotes: 'Agreed with Jane' });

    const page = await j.newPage();
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.goto(`/admin/audit-trail?entityType=agency&entityId=${agency.id}`);
    const table = page.getByRole('table', { name: 'Audit trail entries' });
    await page.getByText('Showing 1 to 3 of 3 entries').waitFor();
    const rows = table.getByRole('row');
    const texts = async (i: number) => (await rows.nth(i).getByRole('cell').allInnerTexts()).map((c) => c.trim());
    expect((await texts(1)).slice(2)).toEqual([
      'Update',
      'LEDGER FEES LTD\n\nAgency',
      'Fee: none → £12.50\nCommercial notes: changed (value withheld)',
    ]);
    expect((await texts(2)).slice(2)).toEqual([
      'Update',
      'LEDGER FEES LTD\n\nAgency',
      'Notes: changed (value withheld)\nTrust score: 0 → 40',
    ]);
    expect((await texts(3)).slice(2, 4)).toEqual(['Create', 'LEDGER FEES LTD\n\nAgency']);
    expect(await rows.nth(1).getByRole('link', { name: 'LEDGER FEES LTD' }).getAttribute('href')).toBe(
      `/agency/${agency.id}`,
    );
    expect(await page.getByText('Jane').count()).toBe(0);
    expect(await page.getByText('Lena Ledger').count()).toBe(0);
    expect(await page.getByText('feePence').count()).toBe(0);
  });

  it('is for admins only: a support user is told the admin section is not theirs', async () => {
    const support = await readyUser(j.server.url, {
      email: 'sam.support.trail@example.test',
      firstName: 'Sam',
      lastName: 'Support',
      role: 'support',
    });
    const page = await j.newPage();
    await signInThroughForm(page, support.email, support.password);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.goto('/admin/audit-trail');
    await page.getByText("You don't have permission to access the admin section.").waitFor();
    expect(await page.getByRole('table', { name: 'Audit trail entries' }).count()).toBe(0);
  });
});
