import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { importMessages } from '../../src/shared/api/worker-import.ts';
import type { Worker } from '../../src/shared/api/workers.ts';
import { importFieldLabel } from '../../src/shared/domain/worker-import/import-fields.ts';
import { cleanImportRow, importPlan } from '../../src/shared/domain/worker-import/row-cleaning.ts';
import type { WorkerTextField } from '../../src/shared/domain/worker-fields.ts';
import { messyWorkbook } from './support/import-workbook.ts';
import { apiAs, ADMIN, expectAccessible, signInThroughForm, useJourney } from './support/journey.ts';
import { choose, completeWorker, toastSays } from './support/workers.ts';

const j = useJourney();
const FILE = 'messy-workers.xlsx';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let danaId = 0;

/** An agency, a payroll company and Dana, an authorised worker whose NI number row 5 of the file repeats. */
beforeAll(async () => {
  const asAdmin = await apiAs(j.server.url);
  const agency = await asAdmin<{ id: number }>('POST', '/api/agencies', {
    name: 'Northern Staffing',
    contactName: 'Nia North',
    city: 'Leeds',
    postalCode: 'LS1 4AP',
  });
  const payroll = await asAdmin<{ id: number }>('POST', '/api/payroll-companies', { name: 'Ledger Payroll Ltd' });
  const dana = await asAdmin<Worker>(
    'POST',
    '/api/workers',
    completeWorker(
      {
        title: 'MS',
        firstName: 'Dana',
        lastName: 'Existing',
        gender: 'FEMALE',
        maritalStatus: 'SINGLE',
        nationality: 'BRITISH',
        dateOfBirth: '1985-06-01',
        email: 'dana.existing@example.test',
        phone: '07700900999',
        addressLine1: '9 Old Road',
        city: 'Leeds',
        county: 'West Yorkshire',
        postCode: 'LS1 4AP',
        niNumber: 'JE123456A',
        workStartDate: '2024-01-02',
      },
      agency.id,
      payroll.id,
    ),
  );
  danaId = dana.id;
});

/** The message the import's own rule gives a value of a field (the same rule the server runs). */
function ruleMessage(field: WorkerTextField, value: string): string {
  const result = cleanImportRow(importPlan(['x'], { x: field }), [value]);
  return result.errors.find((e) => e.field === field)?.message ?? '';
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true }).waitFor();
const figure = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true }).innerText();
const row = (page: Page, name: string) => page.getByRole('row', { name, exact: true });

describe('bulk worker import (issue 10)', () => {
  it('uploads a messy .xlsx, maps, fixes, removes, updates a duplicate, submits, finds the workers in Pending and undoes', async () => {
    const page = await j.newPage();
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.goto('/?tab=bulk-upload');

    // Upload: a file of another type is refused before it is sent.
    await heading(page, 'Upload a spreadsheet of workers');
    await page.getByRole('heading', { name: 'Recent imports' }).waitFor();
    await page.getByText('No imports yet.').waitFor();
    await expectAccessible(page, 'Upload step');
    const input = page.locator('input[type=file]');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByRole('alert').filter({ hasText: importMessages.invalidFileType }).waitFor();
    await input.setInputFiles({ name: FILE, mimeType: XLSX, buffer: await messyWorkbook() });

    // Mapping: auto-map proposed all but 'House & Street'; Address Line 1 is missing until mapped by hand.
    await heading(page, `Map the columns of ${FILE}`);
    await page.waitForURL(/[?&]import=[0-9a-f-]{36}/);
    expect(await page.getByRole('combobox', { name: 'Forename' }).inputValue()).toBe(
      `${importFieldLabel('firstName')} *`,
    );
    expect(await page.getByRole('combobox', { name: 'NINO' }).inputValue()).toBe(`${importFieldLabel('niNumber')} *`);
    const missing = page.getByRole('status').filter({ hasText: importMessages.requiredFieldsMissing });
    await missing.getByText(`Choose a column for: ${importFieldLabel('addressLine1')}.`).waitFor();
    const proceed = page.getByRole('button', { name: 'Continue', exact: true });
    expect(await proceed.isDisabled()).toBe(true);
    await expectAccessible(page, 'Mapping step');
    await choose(page, page, 'House & Street', `${importFieldLabel('addressLine1')} *`);
    await missing.waitFor({ state: 'detached' });
    await proceed.click();

    // Review & Edit: two rows with errors, one duplicate; Continue waits for the errors to go.
    await heading(page, `Review & Edit the rows of ${FILE}`);
    expect(await figure(page, 'Total rows')).toContain('5');
    expect(await figure(page, 'Rows with errors')).toContain('2');
    expect(await figure(page, 'Duplicates')).toContain('1');
    const fixFirst = page.getByRole('button', { name: importMessages.fixErrorsFirst, exact: true });
    expect(await fixFirst.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: 'Errors' }).check({ force: true });
    await page.waitForURL(/[?&]filter=errors/);
    await page.getByText('Showing 1 to 2 of 2 rows').waitFor();
    await row(page, 'Row 3').getByText(ruleMessage('email', 'ben.baker-at-example'), { exact: true }).waitFor();
    await row(page, 'Row 4').getByText(ruleMessage('niNumber', 'QQ123456C'), { exact: true }).waitFor();
    await expectAccessible(page, 'Review step with errors');

    // Fix Ben's e-mail in its cell (Escape first cancels an edit), then remove Cara's row.
    const email = row(page, 'Row 3').getByRole('button', { name: 'ben.baker-at-example', exact: true });
    await email.click();
    const editor = page.getByRole('textbox', { name: 'E-mail Address, row 3' });
    await editor.fill('ignored');
    await editor.press('Escape');
    await email.click();
    await editor.fill('ben.baker@example.test');
    await editor.press('Enter');
    await toastSays(page, 'Row 3 saved');
    await page.getByText('Showing 1 to 1 of 1 rows').waitFor();
    await row(page, 'Row 4').getByRole('button', { name: 'Remove', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove row' });
    await confirm.getByText('Remove row 4 from this import? It will not be imported.').waitFor();
    await confirm.getByRole('button', { name: 'Remove row', exact: true }).click();
    await toastSays(page, 'Row 4 removed');
    await page.getByText('No rows with errors.').waitFor();
    expect(await figure(page, 'Rows with errors')).toContain('0');

    // The duplicate: Update, kept across a reload.
    await page.getByRole('radio', { name: 'Duplicates' }).check({ force: true });
    await row(page, 'Row 5').getByRole('radio', { name: 'Update' }).check({ force: true });
    await page.reload();
    await heading(page, `Review & Edit the rows of ${FILE}`);
    expect(await row(page, 'Row 5').getByRole('radio', { name: 'Update' }).isChecked()).toBe(true);
    await expectAccessible(page, 'Review step, duplicates');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // Agency: both required; submit.
    await heading(page, 'Choose the agency and payroll company');
    const submit = page.getByRole('button', { name: 'Submit Import', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    await choose(page, page, 'Agency', 'Northern Staffing');
    await choose(page, page, 'Payroll Company', 'Ledger Payroll Ltd');
    await expectAccessible(page, 'Agency step');
    await submit.click();

    // Complete: 3 created (Alice, Ben, Eve), Dana updated, none skipped.
    await heading(page, 'Import complete');
    expect(await figure(page, 'Created')).toContain('3');
    expect(await figure(page, 'Updated')).toContain('1');
    expect(await figure(page, 'Skipped')).toContain('0');
    await expectAccessible(page, 'Complete step');
    const asAdmin = await apiAs(j.server.url);
    expect((await asAdmin<Worker>('GET', `/api/workers/${danaId}`)).city).toBe('York');

    await page.getByRole('button', { name: 'View Pending Workers', exact: true }).click();
    await page.waitForURL(/[?&]tab=workers&workertab=pending/);
    for (const name of ['Alice Archer', 'Ben Baker', 'Eve Evans']) await page.getByRole('article', { name }).waitFor();
    await page.getByRole('tab', { name: 'Pending (3)' }).waitFor();

    // Back to Bulk Upload: undo the batch; the three are gone and Dana is as she was.
    await page.getByRole('tab', { name: 'Bulk Upload', exact: true }).click();
    await row(page, FILE).getByRole('button', { name: 'Undo', exact: true }).click();
    const undo = page.getByRole('dialog', { name: 'Undo import' });
    await undo
      .getByText(`Undo import of ${FILE}: delete 3 workers it added and restore 1 it updated?`, { exact: true })
      .waitFor();
    await undo.getByRole('button', { name: 'Undo import', exact: true }).click();
    await toastSays(page, 'Deleted 3 workers, restored 1 worker.');
    await row(page, FILE)
      .getByText(/^Undone /)
      .waitFor();
    expect((await asAdmin<Worker>('GET', `/api/workers/${danaId}`)).city).toBe('Leeds');
    await page.goto('/?tab=workers&workertab=pending');
    await page.getByRole('tab', { name: 'Pending (0)' }).waitFor();
  });
});
