import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatEnGbDate, todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import { apiAs, ADMIN, signInThroughForm, useJourney } from './support/journey.ts';
import { choose, toastSays } from './support/workers.ts';

const j = useJourney();

const AGENCY = 'E2E WORKERS AGENCY';
const PAYROLL_COMPANY = 'E2E Payroll Ltd';
const NAME = 'Jane Testworker';

const card = (page: Page) => page.getByRole('article', { name: NAME });

describe('workers: add, complete, authorise, leave, unarchive and export', () => {
  it('takes a worker from the Add New Worker dialog to an Excel export', async () => {
    const asAdmin = await apiAs(j.server.url);
    await asAdmin('POST', '/api/agencies', {
      name: AGENCY,
      contactName: 'Ann Agent',
      city: 'London',
      postalCode: 'SW1A 1AA',
    });
    await asAdmin('POST', '/api/payroll-companies', { name: PAYROLL_COMPANY });

    const page = await j.newPage();
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Logout' }).waitFor();

    // The worker tab comes from the address and survives a reload.
    await page.goto('/?tab=workers&workertab=pending');
    await page.getByText('Worker Management').waitFor();
    await page.getByRole('tab', { name: /^Pending/, selected: true }).waitFor();
    await page.getByText('No pending workers').waitFor();
    await page.getByRole('tab', { name: /^Left/ }).click();
    await page.waitForURL(/workertab=left/);
    await page.reload();
    await page.getByRole('tab', { name: /^Left/, selected: true }).waitFor();
    await page.getByText('No workers have left').waitFor();
    await page.getByRole('tab', { name: /^Pending/ }).click();

    // Below 80% the form refuses, naming the empty required fields.
    await page.getByRole('button', { name: 'Add Worker' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Worker' });
    await dialog.getByRole('button', { name: 'Add Worker' }).click();
    await toastSays(page, 'Please complete at least 80% of the form before submitting.');
    await page.getByText('Incomplete Form').waitFor();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByText('Agency selection is required').waitFor();

    // Fill 22 of the 24 counted fields (no work start date, no tax code): 91%, so it goes to Pending.
    await choose(page, dialog, 'Title', 'MS');
    await dialog.getByRole('combobox', { name: 'First Name' }).fill('Jane');
    expect(await dialog.getByRole('textbox', { name: 'Initial' }).inputValue()).toBe('J');
    await dialog.getByRole('combobox', { name: 'Last Name' }).fill('Testworker');
    await choose(page, dialog, 'Gender', 'FEMALE');
    await choose(page, dialog, 'Marital Status', 'SINGLE');
    await dialog.getByRole('textbox', { name: 'Date of Birth' }).fill('15/03/1990');
    await choose(page, dialog, 'Nationality', 'BRITISH', 'brit');
    const email = dialog.getByRole('combobox', { name: 'Email' });
    await email.fill(' Jane.Testworker@Example.TEST ');
    await email.blur();
    expect(await email.inputValue()).toBe('jane.testworker@example.test');
    const phone = dialog.getByRole('textbox', { name: 'Phone' });
    await phone.fill('07700 900-123 99');
    expect(await phone.inputValue()).toBe('07700900123');
    await dialog.getByRole('combobox', { name: 'Address Line 1' }).fill('10 Downing Street');
    await dialog.getByRole('combobox', { name: 'City' }).fill('London');
    await choose(page, dialog, 'County', 'Greater London', 'greater lon');
    const postCode = dialog.getByRole('combobox', { name: 'Post Code' });
    await postCode.fill('sw1a2aa');
    await postCode.blur();
    expect(await postCode.inputValue()).toBe('SW1A 2AA');
    await dialog.getByRole('combobox', { name: 'Account Name' }).fill('J Testworker');
    const sortCode = dialog.getByRole('textbox', { name: 'Sort Code' });
    await sortCode.fill('089999');
    await sortCode.blur();
    expect(await sortCode.inputValue()).toBe('08-99-99');
    // The bank modulus check warns (and does not block) while the pair fails it.
    const accountNumber = dialog.getByRole('textbox', { name: 'Account Number' });
    const bankWarning = dialog.getByText(
      "Sort code and account number do not pass the bank's modulus check. Please check them.",
    );
    await accountNumber.fill('66374959');
    await bankWarning.waitFor();
    await accountNumber.fill('66374958');
    await bankWarning.waitFor({ state: 'detached' });
    const ni = dialog.getByRole('textbox', { name: 'NI Number' });
    await ni.fill('ab 123456 c');
    await ni.blur();
    expect(await ni.inputValue()).toBe('AB123456C');
    await choose(page, dialog, 'Payment Frequency', 'Weekly');
    await choose(page, dialog, 'Agency', AGENCY);
    await choose(page, dialog, 'Payroll Company', PAYROLL_COMPANY);
    await dialog.getByText('Form completion: 91%').waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Date of Birth' }).inputValue()).toBe('15/03/1990');
    await dialog.getByRole('button', { name: 'Add Worker' }).click();
    await toastSays(page, 'Worker added to Pending tab for completion');
    await dialog.waitFor({ state: 'hidden' });

    // Pending: the card shows its completion and cannot be authorised yet.
    await page.getByRole('tab', { name: 'Pending (1)' }).waitFor();
    await card(page).waitFor();
    await card(page).getByText('91%').waitFor();
    await card(page).getByText('Pending', { exact: true }).waitFor();
    await card(page).getByText(AGENCY).waitFor();
    await card(page).getByText('15/03/1990').waitFor();
    await page.getByText('Showing 1 to 1 of 1 workers').waitFor();
    expect(await card(page).getByRole('button', { name: 'Authorise', exact: true }).isDisabled()).toBe(true);

    // Complete the last two fields in the profile; the autosave reaches 100%.
    await card(page).getByRole('button', { name: 'View Details', exact: true }).click();
    await card(page).getByRole('tab', { name: 'Payroll' }).click();
    const startDate = card(page).getByRole('textbox', { name: 'Work Start Date' });
    await startDate.fill('01/04/2024');
    await startDate.press('Tab');
    const taxCode = card(page).getByRole('textbox', { name: 'Tax Code' });
    await taxCode.fill('1257l');
    await taxCode.press('Tab');
    await card(page).getByText('Saved', { exact: true }).waitFor({ timeout: 15_000 });
    await card(page).getByText('Complete', { exact: true }).waitFor();
    // The toast says what happened: complete and ready to authorise, still Pending (issue 9 item 5).
    await toastSays(page, 'Worker is complete and ready to authorise');
    await toastSays(page, 'The worker stays in Pending until someone authorises it.');
    expect(await page.getByText('Status Changed to Active').count()).toBe(0);
    await card(page).getByText('Pending', { exact: true }).waitFor();
    // Complete, but no right-to-work check yet: Authorise says why it is unavailable.
    const authorise = card(page).getByRole('button', { name: 'Authorise', exact: true });
    const noCheck = 'This worker has no passing right-to-work check: record one before authorising';
    await card(page).getByText(noCheck).waitFor();
    expect(await authorise.isDisabled()).toBe(true);

    // A List A check recorded on the Right to Work tab makes it available.
    await card(page).getByRole('tab', { name: 'Right to Work' }).click();
    await card(page).getByRole('button', { name: 'Record a check' }).click();
    const check = page.getByRole('dialog', { name: 'Record a right-to-work check' });
    await choose(page, check, 'Method', 'Manual check, List A');
    const checkDate = check.getByRole('textbox', { name: 'Check date' });
    await checkDate.fill(formatEnGbDate(todayInLondon()));
    await checkDate.press('Tab');
    await choose(page, check, 'Outcome', 'Pass');
    await check.getByRole('button', { name: 'Record check' }).click();
    await toastSays(page, 'Right-to-work check recorded');
    await check.waitFor({ state: 'detached' });
    await card(page).getByText('Checked (continuous)').waitFor();
    await expect.poll(() => authorise.isEnabled()).toBe(true);
    expect(await card(page).getByText(noCheck).count()).toBe(0);

    // Authorise: it moves to the Authorised tab.
    await authorise.click();
    await toastSays(page, 'Worker has been authorised successfully.');
    await page.getByText('No pending workers').waitFor();
    await page.getByRole('tab', { name: 'Authorised (1)' }).click();
    await card(page).getByText('Active', { exact: true }).waitFor();

    // Left - P45: a date is required, then it moves to the Left tab.
    await card(page).getByRole('button', { name: 'Left - P45', exact: true }).click();
    const leave = page.getByRole('dialog', { name: 'Left - P45' });
    const p45 = leave.getByRole('textbox', { name: 'P45 Date' });
    await p45.fill('');
    await leave.getByRole('button', { name: 'Move to Left' }).click();
    await leave.getByText('Please select a P45 date.').waitFor();
    await p45.fill('30/06/2025');
    await leave.getByRole('button', { name: 'Move to Left' }).click();
    await leave.waitFor({ state: 'hidden' });
    await page.getByText('No authorised workers found').waitFor();
    await page.getByRole('tab', { name: 'Left (1)' }).click();
    await card(page).getByText('Left', { exact: true }).waitFor();
    const [left] = await asAdmin<{ items: { p45Date: string; status: string }[] }>(
      'GET',
      '/api/workers?tab=left&page=1',
    ).then((a) => a.items);
    expect(left).toMatchObject({ status: 'left', p45Date: '2025-06-30' });

    // UnArchive asks first, naming the worker (issue 9 item 4); Cancel leaves it in Left.
    await card(page).getByRole('button', { name: 'UnArchive', exact: true }).click();
    const unarchive = page.getByRole('dialog', { name: 'UnArchive Worker' });
    await unarchive.getByText(`Move ${NAME} back to active?`).waitFor();
    await unarchive
      .getByText('The P45 date is cleared and the worker returns to the Authorised or Pending tab.')
      .waitFor();
    await unarchive.getByRole('button', { name: 'Cancel' }).click();
    await unarchive.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Left (1)', selected: true }).waitFor();
    await card(page).getByRole('button', { name: 'UnArchive', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'UnArchive Worker' })
      .getByRole('button', { name: 'UnArchive', exact: true })
      .click();
    await toastSays(page, /moved back to active status/);
    await page.getByText('No workers have left').waitFor();
    await page.getByRole('tab', { name: 'Authorised (1)' }).click();
    await card(page).waitFor();

    // Export the filtered list to Excel and read the file.
    await page.getByRole('searchbox', { name: 'Search workers' }).fill('testworker');
    await page.getByText('Showing 1 to 1 of 1 workers').waitFor();
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export Worker Data' });
    expect(await exportDialog.getByRole('radio', { name: 'Excel (.xlsx)' }).isChecked()).toBe(true);
    expect(await exportDialog.getByRole('radio', { name: 'Current filtered list' }).isChecked()).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportDialog.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'crm-export-')), download.suggestedFilename());
    await download.saveAs(file);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.worksheets[0]!;
    // Dates are date cells and Wk1/Mth1 basis reads its label (issue 9 item 10).
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    let checkedRows = 0;
    sheet.eachRow((row, index) => {
      if (index === 1 || row.getCell(header.indexOf('Last Name')).value !== 'Testworker') return;
      checkedRows += 1;
      const dateOfBirth = row.getCell(header.indexOf('Date of Birth'));
      expect(dateOfBirth.type).toBe(ExcelJS.ValueType.Date);
      expect(dateOfBirth.value).toEqual(new Date('1990-03-15T00:00:00Z'));
      expect(row.getCell(header.indexOf('Work Start Date')).value).toEqual(new Date('2024-04-01T00:00:00Z'));
      expect(row.getCell(header.indexOf('Wk1/Mth1 Basis')).value).toBe('Week 1 / Month 1');
    });
    expect(checkedRows).toBe(1);
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      const cells: string[] = [];
      row.eachCell((cell) => cells.push(cell.text));
      rows.push(cells);
    });
    const workerRows = rows.filter((r) => r.includes('Testworker'));
    expect(workerRows).toHaveLength(1);
    expect(workerRows[0]).toEqual(
      expect.arrayContaining(['Jane', 'Testworker', 'AB123456C', 'jane.testworker@example.test']),
    );
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});
