import { beforeAll, describe, expect, it } from 'vitest';
import { formatEnGbDate, todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import { apiAs, expectAccessible, signInThroughForm, useJourney } from './support/journey.ts';
import { readyUser, type ReadyUser } from './support/users.ts';
import { completeWorker, journeyPerson, payrollCsv, toastSays, addAuthorisedWorker } from './support/workers.ts';

/**
 * Fresh sign-in (docs/domain.md, "Multi-factor sign-in"): committing a payroll upload with a
 * session signed in more than 5 minutes ago opens the re-authentication dialog over the upload
 * dialog; after the password the upload is sent again, with the file chosen before, and saves.
 */
const j = useJourney();
let finance: ReadyUser;
const today = todayInLondon();
const sam = journeyPerson('Sam', 'Stone', 'JK445566B');
const file = payrollCsv([`JK445566B,${today},300.00,30.00,20.00,10.00,240.00`]);

beforeAll(async () => {
  const asAdmin = await apiAs(j.server.url);
  const agency = await asAdmin<{ id: number }>('POST', '/api/agencies', {
    name: 'Stone Staffing',
    contactName: 'Sol Stone',
    city: 'York',
    postalCode: 'YO1 7HH',
  });
  const company = await asAdmin<{ id: number }>('POST', '/api/payroll-companies', { name: 'Stone Payroll Ltd' });
  await addAuthorisedWorker(asAdmin, completeWorker(sam, agency.id, company.id));
  finance = await readyUser(j.server.url, {
    email: 'fay.finance@example.test',
    firstName: 'Fay',
    lastName: 'Finance',
    role: 'finance',
  });
});

describe('fresh sign-in', () => {
  it('a stale session committing a payroll upload is asked the password; the upload then saves with the file kept', async () => {
    const page = await j.newPage();
    await signInThroughForm(page, finance.email, finance.password);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    // The session signed in 10 minutes ago, as far as the server knows (the page is away meanwhile).
    await page.goto('about:blank');
    await j.server.restartAfter(`UPDATE sessions SET fresh_at = now() - interval '10 minutes'`);
    await page.goto('/');
    await page.getByRole('tab', { name: 'Payroll', exact: true }).click();
    await page.getByRole('heading', { name: 'Payroll Management', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Upload Weekly Payroll' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Weekly Payroll' });
    const weekEnding = upload.getByRole('textbox', { name: 'Week ending' });
    await weekEnding.fill(formatEnGbDate(today));
    await weekEnding.press('Tab');
    await upload.locator('input[type=file]').setInputFiles({ name: 'stone.csv', mimeType: 'text/csv', buffer: file });
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();

    // Cancelled: nothing saved, the upload's failure says why, and the dialog keeps its week and file.
    const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
    await confirm
      .getByText('Please confirm it is you to continue: enter your password. What you were doing is kept.', {
        exact: true,
      })
      .waitFor();
    await expectAccessible(page, 'fresh sign-in: the re-authentication dialog');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await toastSays(page, 'Please confirm it is you to continue');
    expect(await weekEnding.inputValue()).toBe(formatEnGbDate(today));
    await upload.getByText('stone.csv').waitFor();

    // Asked again: a wrong password is named under the field, the right one sends the upload again.
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await confirm.waitFor();
    const password = confirm.getByLabel('Password', { exact: true });
    await password.fill('Not-my-password-1!');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await confirm.getByText('Password is incorrect', { exact: true }).waitFor();
    await password.fill(finance.password);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await confirm.waitFor({ state: 'detached' });
    await toastSays(page, 'Payroll data uploaded successfully');
    await toastSays(page, '1 record added, 0 updated');
    await upload.waitFor({ state: 'detached' });
    const uploads = page.getByRole('table', { name: 'Recent uploads' });
    await uploads.getByRole('row', { name: /stone\.csv/ }).waitFor();
    await expectAccessible(page, 'fresh sign-in: after the upload');
  });
});
