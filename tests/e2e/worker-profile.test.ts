import fs from 'node:fs';
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfBytes } from '../fixtures/documents.ts';
import { apiAs, ADMIN, signInThroughForm, useJourney } from './support/journey.ts';
import { choose, completeWorker, patchesOf, toastSays, addAuthorisedWorker } from './support/workers.ts';

const j = useJourney();

const NAME = 'Priya Profile';

const priya = {
  title: 'MS',
  firstName: 'Priya',
  lastName: 'Profile',
  gender: 'FEMALE',
  maritalStatus: 'SINGLE',
  nationality: 'BRITISH',
  dateOfBirth: '1991-05-20',
  email: 'priya.profile@example.test',
  phone: '07123456780',
  addressLine1: '2 Mill Lane',
  city: 'Leeds',
  county: 'West Yorkshire',
  postCode: 'LS1 4AB',
  niNumber: 'AB123456D',
  workStartDate: '2025-01-06',
};

describe('worker profile on its card', () => {
  it('edits in place with autosave and status changes, manages documents and logs a communication that raises a ticket', async () => {
    const asAdmin = await apiAs(j.server.url);
    const agency = await asAdmin<{ id: number }>('POST', '/api/agencies', {
      name: 'Profile Agency',
      contactName: 'Ann Agent',
      city: 'Leeds',
      postalCode: 'LS1 1AA',
    });
    const company = await asAdmin<{ id: number }>('POST', '/api/payroll-companies', { name: 'Profile Payroll Ltd' });
    const created = await addAuthorisedWorker<{ id: number; status: string; authorised: boolean }>(
      asAdmin,
      completeWorker(priya, agency.id, company.id),
    );
    expect(created).toMatchObject({ status: 'active', authorised: true });

    const page = await j.newPage();
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.goto('/?tab=workers');
    const card = page.getByRole('article', { name: NAME });
    await card.getByRole('button', { name: 'View Details' }).click();
    const profile = card.getByRole('region', { name: `Profile of ${NAME}` });
    for (const tab of ['Personal Details', 'Payroll', 'Bank Details', 'Documents', 'Communication'])
      await profile.getByRole('tab', { name: tab }).waitFor();

    // Two edits go out as one PATCH, 3 seconds after the last one; the indicator shows Saving..., then Saved.
    await profile.getByRole('combobox', { name: 'City' }).fill('York');
    await profile.getByRole('textbox', { name: 'Address Line 2' }).fill('Flat 2');
    await page.waitForTimeout(1500);
    expect(patchesOf(requests)).toHaveLength(0);
    await profile.getByText('Saved', { exact: true }).waitFor({ timeout: 6000 });
    expect(patchesOf(requests).map((r) => r.postDataJSON() as unknown)).toEqual([
      { city: 'York', addressLine2: 'Flat 2' },
    ]);
    await card.getByText('York / LS1 4AB').waitFor();

    // Formatted as typed; an invalid value shows the spec's message and is not sent.
    const ni = () => profile.getByRole('textbox', { name: 'NI Number' });
    const email = profile.getByRole('combobox', { name: 'Email' });
    await email.fill('not-an-email');
    await email.blur();
    await profile.getByText('Must be a valid email format').waitFor();
    await page.waitForTimeout(3500);
    expect(patchesOf(requests)).toHaveLength(1);
    await email.fill('Priya.Profile@Example.TEST');
    expect(await email.inputValue()).toBe('priya.profile@example.test');
    await profile.getByText('Must be a valid email format').waitFor({ state: 'detached' });
    // A date that is no calendar day is not taken, and the field says why.
    const birth = profile.getByRole('textbox', { name: 'Date of Birth' });
    const birthBefore = await birth.inputValue();
    await birth.fill('31/02/1990');
    await birth.blur();
    await profile.getByText('Must be a real date in DD/MM/YYYY format').waitFor();
    expect(await birth.inputValue()).toBe(birthBefore);

    // Clearing a required field puts the authorised worker on hold; completing it makes them active again.
    // Under load a click can land while the tabs re-render after the autosave: asked again until chosen.
    const payrollTab = profile.getByRole('tab', { name: 'Payroll' });
    await expect
      .poll(async () => {
        if ((await payrollTab.getAttribute('aria-selected')) !== 'true') await payrollTab.click();
        return payrollTab.getAttribute('aria-selected');
      })
      .toBe('true');
    await ni().fill('ab 123 456 d');
    expect(await ni().inputValue()).toBe('AB123456D');
    await ni().fill('');
    await toastSays(page, 'Status Changed to On Hold');
    await card.getByText('On Hold', { exact: true }).first().waitFor();
    await ni().fill('AB123456D');
    await toastSays(page, 'Status Changed to Active');
    await card.getByText('Active', { exact: true }).first().waitFor();

    // A refused save: the server's field message shows under the field and the spec's toast appears.
    await page.route('**/api/workers/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              message: 'Tax code is not accepted',
              code: 'VALIDATION_ERROR',
              details: [{ field: 'taxCode', message: 'Tax code is not accepted' }],
            }),
          })
        : route.continue(),
    );
    await profile.getByRole('textbox', { name: 'Tax Code' }).fill('br');
    await toastSays(page, 'Failed to save worker changes. Please try again.');
    await profile.getByText('Save failed', { exact: true }).waitFor();
    await profile.getByText('Tax code is not accepted').waitFor();
    await page.unroute('**/api/workers/*');

    // Close Profile sends what is waiting at once.
    await profile.getByRole('tab', { name: 'Bank Details' }).click();
    await profile.getByRole('textbox', { name: 'Sort Code' }).fill('112233');
    expect(await profile.getByRole('textbox', { name: 'Sort Code' }).inputValue()).toBe('11-22-33');
    // 11-22-33 with account 12345678 fails the bank modulus check: a warning, and it still saves.
    await profile
      .getByText("Sort code and account number do not pass the bank's modulus check. Please check them.")
      .waitFor();
    const before = patchesOf(requests).length;
    await profile.getByRole('button', { name: 'Close Profile' }).click();
    await profile.waitFor({ state: 'detached' });
    expect(
      patchesOf(requests)
        .slice(before)
        .map((r) => r.postDataJSON() as unknown),
    ).toEqual([{ sortCode: '11-22-33' }]);
    const saved = await asAdmin<Record<string, unknown>>('GET', `/api/workers/${created.id}`);
    expect(saved).toMatchObject({
      city: 'York',
      addressLine2: 'Flat 2',
      email: 'priya.profile@example.test',
      niNumber: 'AB123456D',
      sortCode: '11-22-33',
      taxCode: '1257L',
      status: 'active',
    });

    // Documents: the form's own checks, an upload with the type guessed from the name, download, delete.
    await card.getByRole('button', { name: 'View Details' }).click();
    await profile.getByRole('tab', { name: 'Documents' }).click();
    await profile.getByText('Not compliant').waitFor();
    await profile.getByText('Missing: Passport, Right to Work, National Insurance Letter.').waitFor();
    const upload = profile.getByRole('form', { name: 'Upload document' });
    await upload.getByRole('button', { name: 'Upload Document' }).click();
    await upload.getByText('No file selected').waitFor();
    await upload.getByText('Document type required').waitFor();
    await upload
      .locator('input[type=file]')
      .setInputFiles({ name: 'national insurance letter.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    expect(await upload.getByRole('combobox', { name: 'Document Type' }).inputValue()).toBe(
      'National Insurance Letter',
    );
    expect(await upload.getByRole('textbox', { name: 'Expiry Date' }).count()).toBe(0);
    await upload.getByRole('textbox', { name: 'Notes' }).fill('Original letter');
    await upload.getByRole('button', { name: 'Upload Document' }).click();
    await toastSays(page, 'Document uploaded');
    const row = profile.getByRole('row', { name: /national insurance letter\.pdf/ });
    await row.getByText('Valid', { exact: true }).waitFor();
    await row.getByText('National Insurance Letter', { exact: true }).waitFor();
    await profile.getByText('Missing: Passport, Right to Work.').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('national insurance letter.pdf');
    expect(fs.readFileSync(await download.path()).equals(pdfBytes())).toBe(true);

    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Document' }).getByRole('button', { name: 'Delete' }).click();
    await toastSays(page, 'Document deleted');
    await profile.getByText('No documents uploaded yet.').waitFor();

    // Communication: required fields, then a WhatsApp log whose outcome raises a ticket.
    await profile.getByRole('tab', { name: 'Communication' }).click();
    const log = profile.getByRole('form', { name: 'Log communication' });
    await log.getByRole('button', { name: 'Add Log' }).click();
    await log.getByText('Contact person is required').waitFor();
    await log.getByText('Communication method is required').waitFor();
    await log.getByRole('textbox', { name: 'Contact Person' }).fill('Sam Supervisor');
    await choose(page, log, 'Method', 'WhatsApp');
    await choose(page, log, 'Outcome', 'Raise Ticket');
    await log.getByRole('textbox', { name: 'Notes' }).fill('Asked about holiday pay.');
    await log.getByRole('button', { name: 'Add Log' }).click();
    await toastSays(page, /^Ticket TKT-\d{5} raised/);
    const history = profile.getByRole('list', { name: 'Communication history' });
    const entry = history.getByRole('listitem').filter({ hasText: 'Sam Supervisor' });
    await entry.getByText('Asked about holiday pay.').waitFor();
    await entry.getByText('Raise Ticket').waitFor();
    await entry.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} by /).waitFor();
    await profile.getByText('Today', { exact: true }).click();
    await entry.waitFor();

    const tickets = await asAdmin<{ ticketNumber: string; sourceId: number; contactPerson: string }[]>(
      'GET',
      '/api/tickets',
    );
    expect(tickets).toEqual(
      expect.arrayContaining([expect.objectContaining({ sourceId: created.id, contactPerson: 'Sam Supervisor' })]),
    );

    await entry.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Communication Log' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await toastSays(page, 'Communication log deleted');
    await profile.getByText('No communications logged today.').waitFor();
  });
});
