import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatEnGbDate, todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import { apiAs, expectAccessible, signInThroughForm, useJourney } from './support/journey.ts';
import { readyUser, type ReadyUser } from './support/users.ts';
import { completeWorker, journeyPerson, payrollCsv, toastSays, addAuthorisedWorker } from './support/workers.ts';

const j = useJourney();
let finance: ReadyUser;

const pat = journeyPerson('Pat', 'Payne', 'JK112233A');
const ria = journeyPerson('Ria', 'Rowe', 'AB123457C');

// Paid today (this week and this month) and a week ago (one of the last 4 complete weeks).
const today = todayInLondon();
const lastWeek = addDays(today, -7);
const weekFile = payrollCsv([
  `JK 11 22 33 A,${today},500.00,50.00,30.00,20.00,400.00`,
  // Net pay off by £4.56: saved, with a warning on row 3.
  `AB123457C,${today},734.56,100.00,50.00,20.00,560.00`,
  `JK112233A,${lastWeek},450.00,45.00,25.00,15.00,365.00`,
]);
const unknownFile = payrollCsv([
  `JK112233A,${today},10.00,0.00,0.00,0.00,10.00`,
  `AB999999C,${today},10.00,0.00,0.00,0.00,10.00`,
]);

/** Two authorised, active workers with known NI numbers, and a finance user. */
beforeAll(async () => {
  const asAdmin = await apiAs(j.server.url);
  const agency = await asAdmin<{ id: number }>('POST', '/api/agencies', {
    name: 'Mill Staffing',
    contactName: 'Mo Mill',
    city: 'Leeds',
    postalCode: 'LS1 1AA',
  });
  const company = await asAdmin<{ id: number }>('POST', '/api/payroll-companies', { name: 'Mill Payroll Ltd' });
  await asAdmin('POST', '/api/payroll-companies', { name: 'Other Payroll Ltd' });
  await addAuthorisedWorker(asAdmin, completeWorker(pat, agency.id, company.id));
  await addAuthorisedWorker(asAdmin, completeWorker(ria, agency.id, company.id));
  finance = await readyUser(j.server.url, {
    email: 'finn.finance@example.test',
    firstName: 'Finn',
    lastName: 'Finance',
    role: 'finance',
  });
});

const card = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });
async function cardsSay(page: Page, figures: Record<string, string>) {
  for (const [label, value] of Object.entries(figures))
    await card(page, label).getByText(value, { exact: true }).waitFor();
}

async function chooseFile(dialog: Locator, name: string, buffer: Buffer) {
  await dialog.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer });
}

const cellsOf = async (row: Locator) => (await row.getByRole('cell').allInnerTexts()).map((t) => t.trim());

describe('payroll', () => {
  it('upload a week, see the cards move; a file with an unknown NI number saves nothing', async () => {
    const page = await j.newPage();
    await signInThroughForm(page, finance.email, finance.password);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.getByRole('tab', { name: 'Payroll', exact: true }).click();
    await page.getByRole('heading', { name: 'Payroll Management', level: 1 }).waitFor();
    await cardsSay(page, {
      'This Week': '£0.00',
      'This Month': '£0.00',
      'Total Workers': '2',
      'Avg Weekly Pay': '£0.00',
    });
    await page.getByText('No payroll data uploaded yet', { exact: true }).waitFor();
    await page.getByText('No payroll records yet', { exact: true }).waitFor();
    await expectAccessible(page, 'payroll: nothing uploaded');

    // The dialog's own checks, with the spec's messages.
    await page.getByRole('button', { name: 'Upload Weekly Payroll' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Weekly Payroll' });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.getByText('Week ending date is required', { exact: true }).waitFor();
    await dialog.getByText('No File Selected', { exact: true }).waitFor();
    await expectAccessible(page, 'payroll: upload dialog with errors');
    const weekEnding = dialog.getByRole('textbox', { name: 'Week ending' });
    await weekEnding.fill(formatEnGbDate(today));
    await weekEnding.press('Tab');
    await chooseFile(dialog, 'payroll.txt', weekFile);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog
      .getByText('Invalid File Type: Please select a CSV file. An Excel workbook (.xlsx) is accepted too.', {
        exact: true,
      })
      .waitFor();

    // A week: saved, the toast counts it, the warning is listed by row.
    await chooseFile(dialog, 'week.csv', weekFile);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await toastSays(page, 'Payroll data uploaded successfully');
    await toastSays(page, '3 records added, 0 updated, 1 warning');
    const warnings = dialog.getByRole('table', { name: 'Warnings' });
    const warning = warnings.getByRole('row').nth(1);
    await warning.waitFor();
    const [row, field, message] = await cellsOf(warning);
    expect([row, field]).toEqual(['3', 'Net Pay']);
    expect(message).toMatch(/net pay/i);
    await expectAccessible(page, 'payroll: upload with a warning');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    const thisMonth = lastWeek.slice(0, 7) === today.slice(0, 7) ? '£1,684.56' : '£1,234.56';
    await cardsSay(page, {
      'This Week': '£1,234.56',
      'This Month': thisMonth,
      'Total Workers': '2',
      'Avg Weekly Pay': '£450.00',
    });
    const uploads = page.getByRole('table', { name: 'Recent uploads' });
    const batch = uploads.getByRole('row').nth(1);
    await batch.waitFor();
    const batchCells = await cellsOf(batch);
    expect(batchCells.slice(1)).toEqual(['Finn Finance', formatEnGbDate(today), 'week.csv', '3', '0', '1', '—']);
    expect(await uploads.getByRole('row').count()).toBe(2);

    const records = page.getByRole('table', { name: 'Payroll records' });
    await page.getByText('Showing 1 to 3 of 3 records', { exact: true }).waitFor();
    const riaToday = records.getByRole('row', { name: `Ria Rowe, ${formatEnGbDate(today)}` });
    expect(await cellsOf(riaToday)).toEqual([
      formatEnGbDate(today),
      formatEnGbDate(today),
      'Ria Rowe',
      'AB123457C',
      '£734.56',
      '£100.00',
      '£50.00',
      '£20.00',
      '£560.00',
    ]);
    await records.getByRole('row', { name: `Pat Payne, ${formatEnGbDate(lastWeek)}` }).waitFor();

    // The search is kept in the address.
    await page.getByRole('textbox', { name: 'Search' }).fill('ria');
    await page.getByText('Showing 1 to 1 of 1 records', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('ria');
    await page.reload();
    await page.getByText('Showing 1 to 1 of 1 records', { exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Search' }).inputValue()).toBe('ria');
    await page.getByRole('button', { name: 'Clear filters (1)' }).click();
    await page.getByText('Showing 1 to 3 of 3 records', { exact: true }).waitFor();

    // The payroll company filter: the workers' own company finds them, another finds nothing.
    const companyFilter = page.getByRole('combobox', { name: 'Payroll company' });
    await companyFilter.click();
    await page.getByRole('option', { name: 'Other Payroll Ltd' }).click();
    await page.getByText('No payroll records match these filters', { exact: true }).waitFor();
    await companyFilter.click();
    await page.getByRole('option', { name: 'Mill Payroll Ltd' }).click();
    await page.getByText('Showing 1 to 3 of 3 records', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('company')).not.toBeNull();

    // Paid to before Paid from is named under Paid to.
    await page.getByRole('textbox', { name: 'Paid from' }).fill(formatEnGbDate(today));
    await page.getByRole('textbox', { name: 'Paid from' }).press('Tab');
    await page.getByRole('textbox', { name: 'Paid to' }).fill(formatEnGbDate(lastWeek));
    await page.getByRole('textbox', { name: 'Paid to' }).press('Tab');
    await page.getByText('Paid to is before Paid from', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Clear filters (3)' }).click();
    await page.getByText('Showing 1 to 3 of 3 records', { exact: true }).waitFor();
    await expectAccessible(page, 'payroll: after an upload');

    // An unknown NI number: the row errors in the dialog, a failure toast, nothing saved.
    await page.getByRole('button', { name: 'Upload Weekly Payroll' }).click();
    const again = page.getByRole('dialog', { name: 'Upload Weekly Payroll' });
    await again.getByRole('textbox', { name: 'Week ending' }).fill(formatEnGbDate(today));
    await again.getByRole('textbox', { name: 'Week ending' }).press('Tab');
    await chooseFile(again, 'unknown.csv', unknownFile);
    await again.getByRole('button', { name: 'Upload', exact: true }).click();
    await toastSays(page, 'Failed to upload payroll data. Please check the file format.');
    const errors = again.getByRole('table', { name: 'Row errors' });
    await errors.getByRole('row').nth(1).waitFor();
    expect(await errors.getByRole('row').count()).toBe(2);
    const [errorRow, errorField] = await cellsOf(errors.getByRole('row').nth(1));
    expect([errorRow, errorField]).toEqual(['3', 'NI Number']);
    await again.getByText('Nothing was saved', { exact: true }).waitFor();
    await expectAccessible(page, 'payroll: upload with row errors');
    await again.getByRole('button', { name: 'Cancel' }).click();
    await again.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByText('Showing 1 to 3 of 3 records', { exact: true }).waitFor();
    expect(await page.getByRole('table', { name: 'Recent uploads' }).getByRole('row').count()).toBe(2);
    await cardsSay(page, { 'This Week': '£1,234.56', 'Avg Weekly Pay': '£450.00' });
  });

  it('a week with a worker missing shows the differences and saves only on Save anyway', async () => {
    // Last week (the 7 days to today) paid Pat and Ria £1,234.56; next week's file pays Pat alone.
    const nextWeek = addDays(today, 7);
    const partFile = payrollCsv([`JK112233A,${formatEnGbDate(nextWeek)},£500.00,50.00,30.00,20.00,400.00`]);
    const page = await j.newPage();
    await signInThroughForm(page, finance.email, finance.password);
    await page.getByRole('tab', { name: 'Payroll', exact: true }).click();
    await page.getByRole('button', { name: 'Upload Weekly Payroll' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Weekly Payroll' });
    await dialog.getByRole('textbox', { name: 'Week ending' }).fill(formatEnGbDate(nextWeek));
    await dialog.getByRole('textbox', { name: 'Week ending' }).press('Tab');
    await chooseFile(dialog, 'next-week.csv', partFile);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();

    await dialog.getByText('Nothing was saved yet', { exact: true }).waitFor();
    const variances = dialog.getByRole('list', { name: 'Differences from the previous weeks of more than 20%' });
    await variances.getByText('Gross pay: £500.00, 59.5% less than last week (£1,234.56)', { exact: true }).waitFor();
    await variances
      .getByText('Workers paid: 1 worker, 50% fewer than last week (2 workers)', { exact: true })
      .waitFor();
    const missing = dialog.getByRole('table', { name: 'Workers missing from this file' });
    expect(await cellsOf(missing.getByRole('row').nth(1))).toEqual(['Ria Rowe', 'AB123457C']);
    await expectAccessible(page, 'payroll: upload asking to confirm the differences');

    await dialog.getByRole('button', { name: 'Save anyway' }).click();
    await toastSays(page, '1 record added, 0 updated');
    await dialog.waitFor({ state: 'detached' });
    const uploads = page.getByRole('table', { name: 'Recent uploads' });
    const batch = uploads.getByRole('row', { name: /next-week\.csv/ });
    expect((await cellsOf(batch)).slice(2)).toEqual([
      formatEnGbDate(nextWeek),
      'next-week.csv',
      '1',
      '0',
      '0',
      '5 differences confirmed',
    ]);
    expect(await uploads.getByRole('row').count()).toBe(3);
  });
});
