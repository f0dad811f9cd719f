import { beforeAll, describe, expect, it } from 'vitest';
import { formatEnGbDate, todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import { sarDueDate } from '../../src/shared/domain/subject-access.ts';
import { unzipEntries } from '../helpers/unzip.ts';
import { downloadOf } from './support/downloads.ts';
import { ADMIN, apiAs, expectAccessible, signInThroughForm, useJourney } from './support/journey.ts';
import { completeWorker, journeyPerson, toastSays } from './support/workers.ts';

/**
 * Subject access requests (docs/domain.md, "Subject access requests"): an admin records a request
 * on the Admin Control Panel's Subject Access tab, sees it on the register with its due date, and
 * downloads the worker's pack.
 */
const j = useJourney();
const today = todayInLondon();
const rosa = journeyPerson('Rosa', 'Reyes', 'JK112233C');

beforeAll(async () => {
  const asAdmin = await apiAs(j.server.url);
  const agency = await asAdmin<{ id: number }>('POST', '/api/agencies', {
    name: 'Reyes Recruitment',
    contactName: 'Rob Reyes',
    city: 'Leeds',
    postalCode: 'LS1 4AP',
  });
  const company = await asAdmin<{ id: number }>('POST', '/api/payroll-companies', { name: 'Reyes Payroll Ltd' });
  await asAdmin('POST', '/api/workers', completeWorker(rosa, agency.id, company.id));
});

describe('subject access', () => {
  it('records a request and downloads its pack', async () => {
    const page = await j.newPage();
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.goto('/admin?admintab=subject-access');
    await page.getByText('No subject access requests').waitFor();

    await page.getByRole('button', { name: 'Record a request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a subject access request' });
    const worker = dialog.getByRole('combobox', { name: 'Worker' });
    await worker.click();
    await worker.fill('Rosa');
    await page.getByRole('option', { name: 'Rosa Reyes', exact: true }).click();
    const received = dialog.getByRole('textbox', { name: 'Received on' });
    await received.fill(formatEnGbDate(today));
    await received.press('Tab');
    await dialog.getByLabel('Requested by').fill('The worker, by e-mail');
    await dialog.getByText(`Due by ${formatEnGbDate(sarDueDate(today))} (one calendar month).`).waitFor();
    await expectAccessible(page, 'subject access: record a request');
    await dialog.getByRole('button', { name: 'Record request' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toastSays(page, 'Subject access request recorded');

    const table = page.getByRole('table', { name: 'Subject access requests' });
    const row = table.getByRole('row').filter({ hasText: 'Rosa Reyes' });
    await row.getByText(formatEnGbDate(sarDueDate(today))).waitFor();
    await row.getByText('Open', { exact: true }).waitFor();
    await row.getByText('The worker, by e-mail').waitFor();
    await expectAccessible(page, 'subject access: the register');

    const download = await downloadOf(page, () => row.getByRole('button', { name: 'Download pack' }).click());
    expect(download.suggestedFilename()).toMatch(/^subject-access-request-\d+-\d{4}-\d{2}-\d{2}\.zip$/);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const entries = await unzipEntries(await readFile(path));
    expect(entries.get('summary.txt')!.toString('utf8')).toContain('the personal data we hold about Rosa Reyes');
    expect(JSON.parse(entries.get('tables/workers.json')!.toString('utf8'))).toEqual([
      expect.objectContaining({ first_name: 'Rosa', last_name: 'Reyes' }),
    ]);

    await row.getByRole('button', { name: 'Mark completed' }).click();
    await page.getByRole('dialog', { name: 'Mark completed?' }).getByRole('button', { name: 'Mark completed' }).click();
    await toastSays(page, 'Request marked completed');
    await row.getByText('Completed', { exact: true }).waitFor();
  });
});
