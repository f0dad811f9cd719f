import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMonths, addYears, formatEnGbDate, todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import { ADMIN, apiAs, expectAccessible, signInThroughForm, useJourney } from './support/journey.ts';
import { addAuthorisedWorker, completeWorker, journeyPerson, toastSays } from './support/workers.ts';

/**
 * Data protection (docs/domain.md, "Legal holds", "Retention and purge", "Erasure"): a legal hold
 * placed on a worker's page keeps its documents out of the purge's dry run on the Retention tab;
 * an admin erases a Left worker's personal data from its page and then sees the restricted record.
 */
const j = useJourney();
const today = todayInLondon();
const longGone = addYears(today, -3);
const recentlyLeft = addMonths(today, -3);
const held = journeyPerson('Hattie', 'Held', 'JK445566A');
const purged = journeyPerson('Percy', 'Purged', 'JK445566B');
const erased = journeyPerson('Erin', 'Erasable', 'JK445566C');
const ids = {} as Record<'held' | 'purged' | 'erased', number>;

/** A multipart call as a script would send it, signed in as the admin. */
async function uploadPassport(workerId: number) {
  const login = await fetch(`${j.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const form = new FormData();
  form.append('documentType', 'passport');
  form.append(
    'file',
    new Blob([new Uint8Array(Buffer.from('%PDF-1.4 test'))], { type: 'application/pdf' }),
    'passport.pdf',
  );
  const res = await fetch(`${j.server.url}/api/workers/${workerId}/documents`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  if (!res.ok) throw new Error(`upload -> ${res.status} ${await res.text()}`);
}

/**
 * Two workers who left three years ago, each with a passport (other documents go a year after
 * leaving), and one who left three months ago.
 */
beforeAll(async () => {
  const asAdmin = await apiAs(j.server.url);
  const agency = await asAdmin<{ id: number }>('POST', '/api/agencies', {
    name: 'Harbour Staffing',
    contactName: 'Hal Harbour',
    city: 'Hull',
    postalCode: 'HU1 1AA',
  });
  const company = await asAdmin<{ id: number }>('POST', '/api/payroll-companies', { name: 'Harbour Payroll Ltd' });
  for (const [key, person, left] of [
    ['held', held, longGone],
    ['purged', purged, longGone],
    ['erased', erased, recentlyLeft],
  ] as const) {
    const { id } = await addAuthorisedWorker(asAdmin, completeWorker(person, agency.id, company.id));
    ids[key] = id;
    await uploadPassport(id);
    await asAdmin('PATCH', `/api/workers/${id}`, { status: 'left', p45Date: left });
  }
});

/** Runs Dry run now and answers the newest purge log row's cells by column. */
async function dryRun(page: Page): Promise<Record<string, string>> {
  const asAdmin = await apiAs(j.server.url);
  // The log as it stands (a run of the night may be in it already), before this run joins it.
  const { total } = await asAdmin<{ total: number }>('GET', '/api/admin/purge-runs');
  await page.goto('/admin?admintab=retention');
  const log = page.getByRole('table', { name: 'Purge runs' });
  await page.getByRole('button', { name: 'Dry run now' }).click();
  await toastSays(page, 'Dry run done: nothing was changed');
  await expect.poll(() => log.getByRole('row').count()).toBe(total + 2);
  const headers = await log.getByRole('columnheader').allTextContents();
  const cells = await log.getByRole('row').nth(1).getByRole('cell').allTextContents();
  return Object.fromEntries(headers.map((h, i) => [h, cells[i]!]));
}

describe('data protection', () => {
  it('a legal hold on a worker keeps its documents out of the purge dry run', async () => {
    const page = await j.newPage();
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Logout' }).waitFor();

    // Without a hold, both leavers' passports are due (three documents exist, one left recently).
    expect(await dryRun(page)).toMatchObject({ Kind: 'Dry run', 'As of': formatEnGbDate(today), Documents: '2' });

    await page.goto(`/workers/${ids.held}`);
    await page.getByRole('heading', { name: 'Hattie Held', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Place legal hold', exact: true }).click();
    const place = page.getByRole('dialog', { name: 'Place legal hold' });
    await place.getByRole('textbox', { name: 'Reason' }).fill('Employment tribunal');
    await place.getByRole('textbox', { name: 'Hold until' }).fill('31/12/2099');
    await place.getByRole('button', { name: 'Place legal hold', exact: true }).click();
    await toastSays(page, 'Legal hold placed');
    await page.getByText('Legal hold until 31/12/2099: Employment tribunal').waitFor();

    // With it, the held worker's passport is skipped: one document due, the other leaver's.
    const counts = await dryRun(page);
    expect(counts).toMatchObject({ Kind: 'Dry run', Documents: '1' });
    await expectAccessible(page, 'Retention tab after a dry run');
  });

  it('erases a Left worker’s personal data from the worker page, then shows what the law keeps', async () => {
    const asAdmin = await apiAs(j.server.url);
    const page = await j.newPage();
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.goto(`/workers/${ids.erased}`);
    await page.getByRole('heading', { name: 'Erin Erasable', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Erase personal data', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase personal data' });
    await dialog.getByText('Erase the personal data of Erin Erasable? This cannot be undone.').waitFor();
    const goes = dialog.getByRole('list', { name: 'What goes' });
    await goes.getByText('Contact details and home address (e-mail, phone, address)').waitFor();
    await goes.getByText('Documents other than Right to Work, with their files (1)').waitFor();
    const rtwUntil = formatEnGbDate(addYears(recentlyLeft, 2));
    const stays = dialog.getByRole('table', { name: 'What stays' });
    const rtwRow = stays.getByRole('row').filter({ hasText: 'Right-to-work checks and evidence (1)' });
    await rtwRow.getByText(rtwUntil).waitFor();
    await rtwRow.getByText('Immigration, Asylum and Nationality Act 2006', { exact: false }).waitFor();
    await stays.getByRole('row').filter({ hasText: 'Name, date of birth and NI number' }).getByText(rtwUntil).waitFor();
    await expectAccessible(page, 'Erase personal data dialog');
    await dialog.getByRole('button', { name: 'Erase personal data', exact: true }).click();
    await toastSays(page, 'Personal data erased');

    // The page is now the restricted record: when, what stays until when and why, what went.
    await page.getByRole('heading', { name: 'Erin Erasable', level: 1 }).waitFor();
    await page.getByText('Personal data erased', { exact: true }).first().waitFor();
    const kept = page.getByRole('table', { name: 'Kept under restriction' });
    await kept
      .getByRole('row')
      .filter({ hasText: 'Right-to-work checks and evidence (1)' })
      .getByText(rtwUntil)
      .waitFor();
    await page.getByRole('table', { name: 'Kept identity' }).getByText('JK445566C').waitFor();
    await page.getByRole('list', { name: 'What went' }).getByText('Bank details', { exact: false }).waitFor();
    await expectAccessible(page, 'an erased worker’s restricted record');

    // Out of every list: the worker's own address answers 404 and the Left tab no longer has her.
    await expect(asAdmin('GET', `/api/workers/${ids.erased}`)).rejects.toThrow(/-> 404/);
    const left = await asAdmin<{ items: { id: number }[] }>('GET', '/api/workers?tab=left&pageSize=200');
    expect(left.items.map((w) => w.id)).not.toContain(ids.erased);
  });
});
