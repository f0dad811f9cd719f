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
import { choose, completeWorker, toastSays, addAuthorisedWorker } from './support/workers.ts';

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
  existing = await addAuthorisedWorker<Worker>(asAdmin, completeWorker(dana, agency.id, payroll.id));
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
    // The second Notes column becomes Gender: a choice field, edited from a list on the Review step.
    await choose(page, page, 'Notes (2)', importFieldLabel('gender'));
    await proceed.click();

    // Review & Edit: six rows with errors (rows 3 to 7, and row 19's Gender); Continue waits for them to go.
    await heading(page, `Review & Edit the rows of ${FILE}`);
    // The new step's heading has the focus, so a screen reader announces it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`Review & Edit the rows of ${FILE}`);
    expect(await figure(page, 'Total rows')).toContain('18');
    expect(await figure(page, 'Rows with errors')).toContain('6');
    expect(await figure(page, 'Duplicates')).toContain('3');
    expect(await page.getByRole('button', { name: importMessages.fixErrorsFirst, exact: true }).isDisabled()).toBe(
      true,
    );
    // One line per row (issue 24): at 1366 x 768 the grid shows at least 15 of the 18 rows at once,
    // and the columns with errors in the file come first, after Row, Status and Duplicate action.
    await page.setViewportSize({ width: 1366, height: 768 });
    const grid = page.getByRole('table', { name: 'Rows of the file' });
    await row(page, 'Row 20').waitFor();
    const headers = await grid.getByRole('columnheader').allInnerTexts();
    expect(headers.slice(0, 6)).toEqual(['Row', 'Status', 'Duplicate action', 'City *', 'Email *', 'Forename *']);
    const density = await grid.evaluate((table) => {
      const rows = [...table.querySelectorAll('tbody tr')].map((tr) => tr.getBoundingClientRect().height);
      const head = table.querySelector('thead')!.getBoundingClientRect().height;
      const appHeader = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
      const rowHeight = Math.max(...rows);
      return { rowHeight, rowsPerScreen: Math.floor((window.innerHeight - appHeader - head) / rowHeight) };
    });
    console.info(`Review grid at 1366x768: rows ${density.rowHeight}px high, ${density.rowsPerScreen} rows a screen`);
    expect(density.rowsPerScreen).toBeGreaterThanOrEqual(15);
    await page.setViewportSize({ width: 1366, height: 900 });

    await showRows(page, 'Errors');
    await page.waitForURL(/[?&]filter=errors/);
    await page.getByText('Showing 1 to 6 of 6 rows').waitFor();
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
    await page.getByText('Showing 1 to 5 of 5 rows').waitFor();

    // Row 19's Gender (its second Notes cell) is no gender: a choice cell is edited from the list of its values.
    await row(page, 'Row 19').getByRole('button', { name: 'second notes column, not mapped', exact: true }).click();
    await page.getByRole('combobox', { name: 'Notes (2), row 19' }).waitFor();
    await page.getByRole('option', { name: 'FEMALE', exact: true }).click();
    await toastSays(page, 'Row 19 saved');
    await page.getByText('Showing 1 to 4 of 4 rows').waitFor();

    // Replace a post code in the whole column: the values in error are offered, a preview counts the cells.
    await page.getByRole('button', { name: 'Replace values', exact: true }).click();
    const replace = page.getByRole('dialog', { name: 'Replace values in a column' });
    await choose(page, replace, 'Column', 'Post Code *');
    await replace.getByText('1 row with errors in this column').waitFor();
    await replace.getByLabel('Find', { exact: true }).click();
    await page.getByRole('option', { name: /^QQ1 1AA/ }).click();
    await replace.getByRole('textbox', { name: 'Replace with' }).fill('LS1 4AP');
    await replace.getByText('1 cell will change, in every page of the file.').waitFor();
    await expectAccessible(page, 'Replace values dialog');
    await replace.getByRole('button', { name: 'Replace', exact: true }).click();
    await toastSays(page, 'Replaced 1 cell in Post Code *');
    await replace.waitFor({ state: 'detached' });
    await page.getByText('Showing 1 to 3 of 3 rows').waitFor();

    // One row removed by itself, then the rest at once, after a confirmation that counts them.
    await removeRow(page, 3);
    await page.getByRole('button', { name: 'Remove rows with errors', exact: true }).click();
    const removeAll = page.getByRole('dialog', { name: 'Remove rows with errors' });
    await removeAll.getByText('Remove 2 rows with errors?', { exact: true }).waitFor();
    await removeAll.getByRole('button', { name: 'Remove rows', exact: true }).click();
    await toastSays(page, 'Removed 2 rows with errors');
    await page.getByText('No rows with errors.').waitFor();
    expect(await figure(page, 'Rows with errors')).toContain('0');

    // A repaired cell's editor opens on the repair: row 14's date of birth was the Excel serial 32980.
    await showRows(page, 'Warnings');
    await row(page, 'Row 14').getByRole('button', { name: '32980', exact: true }).click();
    const birthDate = page.getByRole('textbox', { name: 'Date of Birth *, row 14' });
    expect(await birthDate.inputValue()).toBe('17/04/1990');
    await birthDate.press('Escape');

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

    // Complete: 15 rows left (row 6 fixed by the replace); rows 16 and 17 (same as row 2) skipped, row 20 updated, 12 created.
    await heading(page, 'Import complete');
    expect(await figure(page, 'Created')).toContain('12');
    expect(await figure(page, 'Updated')).toContain('1');
    expect(await figure(page, 'Skipped')).toContain('2');
    await expectAccessible(page, 'Complete step');
    const asAdmin = await apiAs(j.server.url);
    expect((await asAdmin<Worker>('GET', `/api/workers/${existing.id}`)).addressLine1).toBe('20 High Street');

    await page.getByRole('button', { name: 'View Pending Workers', exact: true }).click();
    await page.waitForURL(/[?&]tab=workers&workertab=pending/);
    await page.getByRole('tab', { name: 'Pending (12)' }).waitFor();
    await page.getByRole('article', { name: 'Amy Jones' }).waitFor();

    // Back to Bulk Upload: undo the batch; the twelve are gone and the updated worker is as before.
    await page.getByRole('tab', { name: 'Bulk Upload', exact: true }).click();
    await row(page, FILE).getByRole('button', { name: 'Undo', exact: true }).click();
    const undo = page.getByRole('dialog', { name: 'Undo import' });
    const question = `Undo import of ${FILE}: delete 12 workers it added and restore 1 it updated?`;
    await undo.getByText(question, { exact: true }).waitFor();
    await undo.getByRole('button', { name: 'Undo import', exact: true }).click();
    await toastSays(page, 'Deleted 12 workers, restored 1 worker.');
    await row(page, FILE)
      .getByText(/^Undone /)
      .waitFor();
    expect((await asAdmin<Worker>('GET', `/api/workers/${existing.id}`)).addressLine1).toBe('9 Old Road');
    await page.goto('/?tab=workers&workertab=pending');
    await page.getByRole('tab', { name: 'Pending (0)' }).waitFor();
  }, 240_000);
});
