import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_EXPORT_HEADER_ROW,
  CLIENT_EXPORT_ROWS,
  NI_TBC_ROWS,
  SEPARATED_ROWS,
  UNKNOWN_SEX_INDEX,
  writeClientExport,
} from '../fixtures/worker-import/client-export.ts';
import { apiAs, ADMIN, expectAccessible, signInThroughForm, useJourney } from './support/journey.ts';
import { choose, toastSays } from './support/workers.ts';

/**
 * Issue 24: the review's 2,005-row client export (a title line above the header, M / F genders, Mx
 * titles, Excel dates, 50 rows with errors) goes from upload to submitted without leaving the browser.
 */

const j = useJourney();
const FILE = 'client-export.xlsx';
let filePath = '';

beforeAll(async () => {
  filePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'crm-export-')), FILE);
  await writeClientExport(filePath);
  const asAdmin = await apiAs(j.server.url);
  await asAdmin('POST', '/api/agencies', {
    name: 'Harbour Staffing',
    contactName: 'Hal Harbour',
    city: 'Hull',
    postalCode: 'HU1 1AA',
  });
  await asAdmin('POST', '/api/payroll-companies', { name: 'Quay Payroll Ltd' });
});

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true }).waitFor();
const figure = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true }).innerText();
const n = (count: number) => count.toLocaleString('en-GB');
const row = (page: Page, name: string) => page.getByRole('row', { name, exact: true });
/** The review's filter (a segmented control: its radios are hidden behind their labels). */
const showRows = (page: Page, label: string) =>
  page.getByRole('radiogroup', { name: 'Show rows' }).getByText(label, { exact: true }).click();

describe('a real client export (issue 24)', () => {
  it('imports 1,993 of 2,005 rows after fixing the rest in the browser, in one submit request, and undoes it', async () => {
    const page = await j.newPage();
    const assignCalls: string[] = [];
    const submitCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assign-agency-payroll')) assignCalls.push(request.url());
      if (request.url().endsWith('/submit')) submitCalls.push(request.url());
    });
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.goto('/?tab=bulk-upload');
    await heading(page, 'Upload a spreadsheet of workers');
    await page.locator('input[type=file]').setInputFiles(filePath);

    // Mapping: the header was found on row 3, under the title line; every column auto-mapped.
    await heading(page, `Map the columns of ${FILE}`);
    await page.getByText('The column names were found on row 3: the 2 rows above it are not imported.').waitFor();
    expect(await page.getByRole('combobox', { name: 'Header row', exact: true }).inputValue()).toMatch(
      /^Row 3: Employee No, Title, Forename, Surname, Sex, DOB/,
    );
    await page.getByText(`${n(CLIENT_EXPORT_ROWS)} rows and 17 columns.`, { exact: false }).waitFor();
    await expectAccessible(page, 'Mapping step of a client export');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // Review: M / F, Mx and the date cells are no errors; 50 rows are.
    await heading(page, `Review & Edit the rows of ${FILE}`);
    const errorRows = SEPARATED_ROWS + NI_TBC_ROWS + 1;
    expect(await figure(page, 'Total rows')).toContain(n(CLIENT_EXPORT_ROWS));
    expect(await figure(page, 'Rows that will import')).toContain(n(CLIENT_EXPORT_ROWS - errorRows));
    expect(await figure(page, 'Rows with errors')).toContain(String(errorRows));
    await expectAccessible(page, 'Review step of a client export');

    // The one unknown Sex: its cell is edited from the list of genders.
    await showRows(page, 'Errors');
    const unknownRow = UNKNOWN_SEX_INDEX + CLIENT_EXPORT_HEADER_ROW + 1;
    await row(page, `Row ${unknownRow}`).getByRole('button', { name: 'Unknown', exact: true }).click();
    await page.getByRole('combobox', { name: `Sex, row ${unknownRow}` }).waitFor();
    await page.getByRole('option', { name: 'PREFER NOT TO SAY', exact: true }).click();
    await toastSays(page, `Row ${unknownRow} saved`);

    // SEPARATED is no marital status here: replaced by MARRIED in the whole column, after a preview.
    await page.getByRole('button', { name: 'Replace values', exact: true }).click();
    const replace = page.getByRole('dialog', { name: 'Replace values in a column' });
    await choose(page, replace, 'Column', 'Marital Status');
    await replace.getByLabel('Find', { exact: true }).click();
    await page.getByRole('option', { name: /^SEPARATED/ }).click();
    await choose(page, replace, 'Replace with', 'MARRIED');
    await replace.getByText(`${SEPARATED_ROWS} cells will change, in every page of the file.`).waitFor();
    await replace.getByRole('button', { name: 'Replace', exact: true }).click();
    await toastSays(page, `Replaced ${SEPARATED_ROWS} cells in Marital Status`);
    await replace.waitFor({ state: 'detached' });

    // The NI numbers still to come ('TBC'): every row with an error removed at once, after a count.
    await page.getByRole('button', { name: 'Remove rows with errors', exact: true }).click();
    const removeAll = page.getByRole('dialog', { name: 'Remove rows with errors' });
    await removeAll.getByText(`Remove ${NI_TBC_ROWS} rows with errors?`, { exact: true }).waitFor();
    await removeAll.getByRole('button', { name: 'Remove rows', exact: true }).click();
    await toastSays(page, `Removed ${NI_TBC_ROWS} rows with errors`);
    await page.getByText('No rows with errors.').waitFor();
    expect(await figure(page, 'Rows with errors')).toContain('0');
    expect(await figure(page, 'Rows that will import')).toContain(n(CLIENT_EXPORT_ROWS - NI_TBC_ROWS));

    // A date of birth that was the bare serial 25569 opens in its editor as the day it means.
    await showRows(page, 'All');
    await row(page, 'Row 7').getByRole('button', { name: '25569', exact: true }).click();
    expect(await page.getByRole('textbox', { name: 'DOB, row 7' }).inputValue()).toBe('01/01/1970');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // Agency and payroll company go with the submit itself: no separate assign request.
    await heading(page, 'Choose the agency and payroll company');
    await choose(page, page, 'Agency', 'HARBOUR STAFFING');
    await choose(page, page, 'Payroll Company', 'Quay Payroll Ltd');
    // A double click (as people click) sends one submit.
    await page.getByRole('button', { name: 'Submit Import', exact: true }).dblclick();
    await heading(page, 'Import complete');
    const imported = CLIENT_EXPORT_ROWS - NI_TBC_ROWS;
    expect(await figure(page, 'Created')).toContain(n(imported));
    expect(assignCalls).toEqual([]);
    expect(submitCalls).toHaveLength(1);
    await expectAccessible(page, 'Complete step with Undo');

    // Undo is on the Complete screen.
    await page.getByRole('button', { name: 'Undo This Import', exact: true }).click();
    const undo = page.getByRole('dialog', { name: 'Undo import' });
    await undo
      .getByText(`Undo import of ${FILE}: delete ${imported} workers it added and restore 0 it updated?`)
      .waitFor();
    await undo.getByRole('button', { name: 'Undo import', exact: true }).click();
    await toastSays(page, `Deleted ${imported} workers, restored 0 workers.`);
    await page.getByText(/^This import was undone on /).waitFor();
    expect(await page.getByRole('button', { name: 'Undo This Import' }).count()).toBe(0);
  }, 300_000);

  it('lists an import left at the Mapping step with Resume and Discard', async () => {
    const page = await j.newPage();
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.goto('/?tab=bulk-upload');
    await page.locator('input[type=file]').setInputFiles(filePath);
    await heading(page, `Map the columns of ${FILE}`);
    await page.getByRole('button', { name: 'Upload a Different File', exact: true }).click();

    await heading(page, 'Upload a spreadsheet of workers');
    const unfinished = page.getByRole('table', { name: 'Unfinished imports' });
    const left = unfinished.getByRole('row', { name: FILE, exact: true });
    await left.getByText('Mapping', { exact: true }).waitFor();
    await expectAccessible(page, 'Upload step with an unfinished import');
    await left.getByRole('button', { name: 'Resume', exact: true }).click();
    await heading(page, `Map the columns of ${FILE}`);

    await page.getByRole('button', { name: 'Upload a Different File', exact: true }).click();
    await left.getByRole('button', { name: 'Discard', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Discard import' });
    await confirm
      .getByText(
        `Discard the import of ${FILE}? Its ${n(CLIENT_EXPORT_ROWS)} rows and any edits made to them are deleted; no worker is changed.`,
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Discard import', exact: true }).click();
    await toastSays(page, 'Import discarded');
    await unfinished.waitFor({ state: 'detached' });
  }, 120_000);
});
