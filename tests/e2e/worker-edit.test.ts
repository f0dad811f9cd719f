import type { Locator, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfBytes } from '../fixtures/documents.ts';
import { apiAs, ADMIN, signInThroughForm, useJourney } from './support/journey.ts';
import { completeWorker, patchesOf, toastSays, addAuthorisedWorker } from './support/workers.ts';

const j = useJourney();

const AGENCY = 'EDIT JOURNEY AGENCY';
const NAME = 'Tomasz Editwright';
const NEW_NAME = 'Tobias Editwright';

const tomasz = {
  title: 'MR',
  firstName: 'Tomasz',
  lastName: 'Editwright',
  gender: 'MALE',
  maritalStatus: 'MARRIED',
  nationality: 'POLISH',
  dateOfBirth: '1988-11-04',
  email: 'tomasz.editwright@example.test',
  phone: '07123456781',
  addressLine1: '5 Quay Street',
  city: 'Manchester',
  county: 'Greater Manchester',
  postCode: 'M3 3HN',
  niNumber: 'JK654321A',
  workStartDate: '2024-09-02',
};

/** The value shown under a label of the read-only details (a description list). */
async function detailValue(dialog: Locator, label: string): Promise<string> {
  return dialog
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();
}

describe('worker details and edit dialogs', () => {
  it('shows a worker read-only from its name, edits it in the Edit Worker Profile dialog, offers Delete and uploads a document', async () => {
    const asAdmin = await apiAs(j.server.url);
    const agency = await asAdmin<{ id: number }>('POST', '/api/agencies', {
      name: AGENCY,
      contactName: 'Ann Agent',
      city: 'Manchester',
      postalCode: 'M1 1AA',
    });
    const company = await asAdmin<{ id: number }>('POST', '/api/payroll-companies', { name: 'Edit Payroll Ltd' });
    const created = await addAuthorisedWorker<{ id: number; status: string; authorised: boolean }>(
      asAdmin,
      completeWorker(tomasz, agency.id, company.id),
    );
    expect(created).toMatchObject({ status: 'active', authorised: true });

    const page = await j.newPage();
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.goto('/?tab=workers');

    // The name on the card is a button named exactly as the worker; it opens the read-only details.
    const card = page.getByRole('article', { name: NAME });
    await card.getByRole('button', { name: NAME, exact: true }).click();
    const details = page.getByRole('dialog', { name: 'Worker Profile Details' });
    await details.waitFor();
    for (const section of ['Personal Details', 'Address', 'Bank Details', 'Payroll', 'Agency & Payroll Assignment'])
      await details.getByRole('region', { name: section, exact: true }).waitFor();
    expect(await detailValue(details, 'NI Number')).toBe('JK654321A');
    expect(await detailValue(details, 'Date of Birth')).toBe('04/11/1988');
    expect(await detailValue(details, 'Work Start Date')).toBe('02/09/2024');
    expect(await detailValue(details, 'City')).toBe('Manchester');
    expect(await detailValue(details, 'NI Category')).toBe('A - Standard');
    expect(await detailValue(details, 'Agency')).toBe(AGENCY);
    expect(await detailValue(details, 'Address Line 2')).toBe('Not provided');
    await details.getByText('Active', { exact: true }).waitFor();
    await details.getByText('Complete', { exact: true }).waitFor();
    // Read-only: no inputs at all.
    expect(await details.getByRole('textbox').count()).toBe(0);
    expect(await details.getByRole('combobox').count()).toBe(0);

    // Edit: the form opens prefilled, in the Add New Worker dialog's five sections.
    await details.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Worker Profile' });
    await edit.waitFor();
    await details.waitFor({ state: 'hidden' });
    for (const section of [
      'Personal Details',
      'Address Information',
      'Bank Details',
      'Payroll Information',
      'Agency & Payroll Assignment',
    ])
      await edit.getByRole('region', { name: section, exact: true }).waitFor();
    const firstName = edit.getByRole('combobox', { name: 'First Name' });
    const city = edit.getByRole('combobox', { name: 'City' });
    expect(await firstName.inputValue()).toBe('Tomasz');
    expect(await edit.getByRole('combobox', { name: 'Last Name' }).inputValue()).toBe('Editwright');
    expect(await edit.getByRole('textbox', { name: 'NI Number' }).inputValue()).toBe('JK654321A');
    expect(await edit.getByRole('textbox', { name: 'Date of Birth' }).inputValue()).toBe('04/11/1988');
    expect(await city.inputValue()).toBe('Manchester');
    expect(await edit.getByRole('combobox', { name: 'Agency' }).inputValue()).toBe(AGENCY);

    // A blank first name is refused in the form; nothing is sent.
    await firstName.fill('');
    await edit.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await edit.getByText('First name is required').waitFor();
    await page.waitForTimeout(500);
    expect(patchesOf(requests)).toHaveLength(0);

    // A new first name and city: only the changed fields go out.
    await firstName.fill('Tobias');
    // The form offers values other workers already have, as the card does.
    await city.fill('Manc');
    await page.getByRole('option', { name: 'Manchester', exact: true }).waitFor();
    await city.fill('Bristol');
    await edit.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await toastSays(page, 'Worker updated successfully');
    await edit.waitFor({ state: 'hidden' });
    expect(patchesOf(requests).map((r) => r.postDataJSON() as unknown)).toEqual([
      { firstName: 'Tobias', city: 'Bristol' },
    ]);
    const renamed = page.getByRole('article', { name: NEW_NAME });
    await renamed.getByText('Bristol / M3 3HN').waitFor();
    const saved = await asAdmin<{ firstName: string; city: string; status: string }>(
      'GET',
      `/api/workers/${created.id}`,
    );
    expect(saved).toMatchObject({ firstName: 'Tobias', city: 'Bristol', status: 'active' });

    // The details show the saved values; Delete opens the card's Delete Worker confirmation.
    await renamed.getByRole('button', { name: NEW_NAME, exact: true }).click();
    await details.waitFor();
    expect(await detailValue(details, 'City')).toBe('Bristol');
    expect(await detailValue(details, 'First Name')).toBe('Tobias');
    await details.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Worker' });
    await confirm.getByText(NEW_NAME).waitFor();
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(requests.some((r) => r.method() === 'DELETE')).toBe(false);
    await renamed.waitFor();

    // Upload Document opens the upload-only dialog (its file travels as `file`: tests/unit), which closes once stored.
    await renamed.getByRole('button', { name: NEW_NAME, exact: true }).click();
    await details.getByRole('button', { name: 'Upload Document', exact: true }).click();
    const upload = page.getByRole('dialog', { name: `Upload Document - ${NEW_NAME}` });
    await upload
      .locator('input[type=file]')
      .setInputFiles({ name: 'national insurance letter.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await upload.getByRole('button', { name: 'Upload Document', exact: true }).click();
    await toastSays(page, 'Document uploaded');
    await upload.waitFor({ state: 'hidden' });
    const documents = await asAdmin<{ fileName: string }[]>('GET', `/api/workers/${created.id}/documents`);
    expect(documents).toMatchObject([{ fileName: 'national insurance letter.pdf' }]);
  });
});
