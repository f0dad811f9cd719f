import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { importMessages } from '../../src/shared/api/worker-import.ts';
import type { Worker } from '../../src/shared/api/workers.ts';
import { duplicateReasons } from '../../src/shared/domain/worker-import/duplicates.ts';
import { importFieldLabel } from '../../src/shared/domain/worker-import/import-fields.ts';
import { messyWorkerRows, writeMessyWorkers } from '../fixtures/worker-import/messy-workers.ts';
import { downloadOf } from './support/downloads.ts';
import { apiAs, ADMIN, expectAccessible, signInThroughForm, useJourney } from './support/journey.ts';
import { choose, completeWorker, toastSays } from './support/workers.ts';

const j = useJourney();
const FILE = 'messy-workers.xlsx';
let filePath = '';
let existing: Worker;

/** The messy fixture on disk, an agency, a payroll company and an authorised worker whose NI number row 20 repeats. */
beforeAll(async () => {
  filePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'crm-import-')), FILE);
  await writeMessyWorkers(filePath);
  const asAdmin = await apiAs(j.server.url);
  const agency = await asAdmin<{ id: number }>('POST', '/api/agencies', {
    name: 'Northern Staffing',
    contactName: 'Nia North',
    city: 'Leeds',
    postalCode: 'LS1 4AP',
  });
  const payroll = await asAdmin<{ id: number }>('POST', '/api/payroll-companies', { name: 'Ledger Payroll Ltd' });
  const dana = {
    ...{ title: 'MS', firstName: 'Dana', lastName: 'Existing', gender: 'FEMALE', maritalStatus: 'SINGLE' },
    ...{ nationality: 'BRITISH', dateOfBirth: '1985-06-01', email: 'dana.existing@example.test' },
    ...{ phone: '07700900999', addressLine1: '9 Old Road', city: 'York', county: 'North Yorkshire' },
    ...{ postCode: 'YO1 7HH', niNumber: 'AB123420C', workStartDate: '2024-01-02' },
  };
  existing = await asAdmin<Worker>('POST', '/api/workers', completeWorker(dana, agency.id, payroll.id));
});

/** The fixture's expected error message of a row's field (the same rules the server runs). */
const expectedError = (rowNumber: number, field: string) =>
  messyWorkerRows.find((r) => r.rowNumber === rowNumber)?.errors.find((e) => e.field === field)?.message ?? '';

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true }).waitFor();
const figure = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true }).innerText();
const row = (page: Page, name: string) => page.getByRole('row', { name, exact: true });

/** The review's filter (a segmented control: its radios are hidden behind their labels). */
const showRows = (page: Page, label: string) =>
  page.getByRole('radiogroup', { name: 'Show rows' }).getByText(label, { exact: true }).click();

async function removeRow(page: Page, rowNumber: number) {
  await row(page, `Row ${rowNumber}`).getByRole('button', { name: 'Remove', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove row' });
  await confirm.getByText(`Remove row ${rowNumber} from this import? It will not be imported.`).waitFor();
  await confirm.getByRole('button', { name: 'Remove row', exact: true }).click();
  await toastSays(page, `Row ${rowNumber} removed`);
  await row(page, `Row ${rowNumber}`).waitFor({ state: 'detached' });
}

describe('bulk worker import (issue 10)', () => {
  it('uploads a messy .xlsx, maps, fixes, removes, updates a duplicate, submits, finds the workers in Pending and undoes', async () => {
    const page = await j.newPage();
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.goto('/?tab=bulk-upload');

    // Upload: a file of another type is refused before it is sent.
    await heading(page, 'Upload a spreadsheet of workers');
    await page.getByText('No imports yet.').waitFor();
    await expectAccessible(page, 'Upload step');
    const template = await downloadOf(page, () => page.getByRole('button', { name: 'Download Template' }).click());
    expect(template.suggestedFilename()).toBe('worker-template.xlsx');
    const input = page.locator('input[type=file]');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByRole('alert').filter({ hasText: importMessages.invalidFileType }).waitFor();
    await input.setInputFiles(filePath);

    // Mapping: auto-map proposed every required field; one changed by hand shows what is missing.
    await heading(page, `Map the columns of ${FILE}`);
    await page.waitForURL(/[?&]import=[0-9a-f-]{36}/);
    const fieldOf = (header: string) => page.getByRole('combobox', { name: header, exact: true });
    expect(await fieldOf('Forename *').inputValue()).toBe(`${importFieldLabel('firstName')} *`);
    expect(await fieldOf('Full Name').inputValue()).toBe('— Ignore this column —');
    const proceed = page.getByRole('button', { name: 'Continue', exact: true });
    await choose(page, page, 'Email *', '— Ignore this column —');
    const missing = page.getByRole('status').filter({ hasText: importMessages.requiredFieldsMissing });
    await missing.getByText(`Choose a column for: ${importFieldLabel('email')}.`).waitFor();
    expect(await proceed.isDisabled()).toBe(true);
    await expectAccessible(page, 'Mapping step');
    await choose(page, page, 'Email *', `${importFieldLabel('email')} *`);
    await missing.waitFor({ state: 'detached' });
    await proceed.click();

    // Review & Edit: five rows with errors (rows 3 to 7); Continue waits for them to go.
    await heading(page, `Review & Edit the rows of ${FILE}`);
    // The new step's heading has the focus, so a screen reader announces it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`Review & Edit the rows of ${FILE}`);
    expect(await figure(page, 'Total rows')).toContain('18');
    expect(await figure(page, 'Rows with errors')).toContain('5');
    expect(await figure(page, 'Duplicates')).toContain('3');
    expect(await page.getByRole('button', { name: importMessages.fixErrorsFirst, exact: true }).isDisabled()).toBe(
      true,
    );
    await showRows(page, 'Errors');
    await page.waitForURL(/[?&]filter=errors/);
    await page.getByText('Showing 1 to 5 of 5 rows').waitFor();
    await row(page, 'Row 5').getByText(expectedError(5, 'email'), { exact: true }).waitFor();
    await expectAccessible(page, 'Review step with errors');
    const errorFile = await downloadOf(page, async () => {
      await page.getByRole('button', { name: 'Download error file' }).click();
      await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
    });
    expect(errorFile.suggestedFilename()).toMatch(/\.csv$/);
    const errorRows = fs.readFileSync(await errorFile.path(), 'utf8');
    expect(errorRows).toContain('Errors');
    expect(errorRows).toContain('not-an-email');

    // On a phone the grid scrolls sideways inside its frame; the page itself does not.
    await page.setViewportSize({ width: 390, height: 844 });
    const grid = page.getByRole('table', { name: 'Rows of the file' });
    const scrollsInFrame = await grid.evaluate((table) => {
      for (let box = table.parentElement; box; box = box.parentElement)
        if (getComputedStyle(box).overflowX === 'auto') return box.scrollWidth > box.clientWidth;
      return false;
    });
    expect(scrollsInFrame).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'Review step on a phone');
    await page.setViewportSize({ width: 1366, height: 900 });

    // Fix row 5's e-mail in its cell (Escape cancels an edit first), remove the other four.
    const email = row(page, 'Row 5').getByRole('button', { name: 'not-an-email', exact: true });
    const editor = page.getByRole('textbox', { name: 'Email *, row 5' });
    await email.click();
    await editor.fill('ignored');
    await editor.press('Escape');
    await email.click();
    await editor.fill('worker5@example.com');
    await editor.press('Enter');
    await toastSays(page, 'Row 5 saved');
    await page.getByText('Showing 1 to 4 of 4 rows').waitFor();
    for (const rowNumber of [3, 4, 6, 7]) await removeRow(page, rowNumber);
    await page.getByText('No rows with errors.').waitFor();
    expect(await figure(page, 'Rows with errors')).toContain('0');

    // Row 20 repeats an existing worker's NI number: Update, kept across a reload.
    await showRows(page, 'Duplicates');
    await row(page, 'Row 20').getByText(duplicateReasons.existingNi, { exact: true }).waitFor();
    await row(page, 'Row 20').getByText('Update', { exact: true }).click();
    await page.reload();
    await heading(page, `Review & Edit the rows of ${FILE}`);
    expect(await row(page, 'Row 20').getByRole('radio', { name: 'Update' }).isChecked()).toBe(true);
    expect(await row(page, 'Row 16').getByRole('radio', { name: 'Skip' }).isChecked()).toBe(true);
    await expectAccessible(page, 'Review step, duplicates');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // Agency: both required; submit.
    await heading(page, 'Choose the agency and payroll company');
    const submit = page.getByRole('button', { name: 'Submit Import', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    // Agency names are stored in capitals (createAgencyBody).
    await choose(page, page, 'Agency', 'NORTHERN STAFFING');
    await choose(page, page, 'Payroll Company', 'Ledger Payroll Ltd');
    await expectAccessible(page, 'Agency step');
    await submit.click();

    // Complete: 14 rows left; rows 16 and 17 (same as row 2) skipped, row 20 updated, 11 created.
    await heading(page, 'Import complete');
    expect(await figure(page, 'Created')).toContain('11');
    expect(await figure(page, 'Updated')).toContain('1');
    expect(await figure(page, 'Skipped')).toContain('2');
    await expectAccessible(page, 'Complete step');
    const asAdmin = await apiAs(j.server.url);
    expect((await asAdmin<Worker>('GET', `/api/workers/${existing.id}`)).addressLine1).toBe('20 High Street');

    await page.getByRole('button', { name: 'View Pending Workers', exact: true }).click();
    await page.waitForURL(/[?&]tab=workers&workertab=pending/);
    await page.getByRole('tab', { name: 'Pending (11)' }).waitFor();
    await page.getByRole('article', { name: 'Amy Jones' }).waitFor();

    // Back to Bulk Upload: undo the batch; the eleven are gone and the updated worker is as before.
    await page.getByRole('tab', { name: 'Bulk Upload', exact: true }).click();
    await row(page, FILE).getByRole('button', { name: 'Undo', exact: true }).click();
    const undo = page.getByRole('dialog', { name: 'Undo import' });
    const question = `Undo import of ${FILE}: delete 11 workers it added and restore 1 it updated?`;
    await undo.getByText(question, { exact: true }).waitFor();
    await undo.getByRole('button', { name: 'Undo import', exact: true }).click();
    await toastSays(page, 'Deleted 11 workers, restored 1 worker.');
    await row(page, FILE)
      .getByText(/^Undone /)
      .waitFor();
    expect((await asAdmin<Worker>('GET', `/api/workers/${existing.id}`)).addressLine1).toBe('9 Old Road');
    await page.goto('/?tab=workers&workertab=pending');
    await page.getByRole('tab', { name: 'Pending (0)' }).waitFor();
  }, 240_000);
});
