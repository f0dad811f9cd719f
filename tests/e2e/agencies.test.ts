import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfBytes } from '../fixtures/documents.ts';
import { ADMIN, expectAccessible, signInThroughForm, useJourney } from './support/journey.ts';
import { choose, toastSays } from './support/workers.ts';

const j = useJourney();

async function signedIn(): Promise<Page> {
  const page = await j.newPage();
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.getByRole('button', { name: 'Logout' }).waitFor();
  return page;
}

const contact = (profile: Locator, name: string) => profile.getByRole('listitem', { name });

describe('agency management', () => {
  it('adds an agency, edits a field in place, keeps contacts, a document and a communication with a ticket', async () => {
    const page = await signedIn();
    await page.goto('/?tab=agencies');
    await page.getByRole('heading', { name: 'Agency Management', level: 1 }).waitFor();
    await page.getByText('No agencies found', { exact: true }).waitFor();
    await expectAccessible(page, 'agency management: empty');

    // Add Agency: the spec's messages for each required field, then the agency, its name upper case.
    await page.getByRole('button', { name: 'Add Agency' }).click();
    const add = page.getByRole('dialog', { name: 'Add Agency' });
    await add.getByRole('button', { name: 'Add Agency' }).click();
    for (const message of [
      'Agency name is required',
      'Contact name is required',
      'City is required',
      'Postal code is required',
    ])
      await add.getByText(message, { exact: true }).waitFor();
    await add.getByRole('textbox', { name: 'Contact Email' }).fill('not-an-email');
    await add.getByRole('button', { name: 'Add Agency' }).click();
    await add.getByText('Valid email is required', { exact: true }).waitFor();
    await expectAccessible(page, 'add agency dialog with errors');
    await add.getByRole('textbox', { name: 'Agency Name' }).fill('Northwind Staffing');
    await add.getByRole('textbox', { name: 'Contact Name' }).fill('Nora North');
    await add.getByRole('textbox', { name: 'Contact Email' }).fill('nora@northwind.example');
    await add.getByRole('textbox', { name: 'City' }).fill('Leeds');
    await add.getByRole('textbox', { name: 'Postal Code' }).fill('ls1 4ap');
    await choose(page, add, 'Business Type', 'Recruitment');
    await add.getByRole('button', { name: 'Add Agency' }).click();
    await toastSays(page, 'Agency created successfully');
    await add.waitFor({ state: 'hidden' });

    const card = page.getByRole('article', { name: 'NORTHWIND STAFFING' });
    await card.getByText('Nora North', { exact: true }).waitFor();
    await card.getByText('Added today', { exact: true }).waitFor();
    await card.getByText('Active', { exact: true }).waitFor();
    await page.getByText('Showing 1 to 1 of 1 agencies').waitFor();
    await expectAccessible(page, 'agency management: one card');

    // The profile panel: a field saved on its own, with the indicator.
    await card.getByRole('button', { name: 'View Profile' }).click();
    const manager = card.getByRole('textbox', { name: 'Account Manager' });
    await manager.fill('Jane Manager');
    await manager.press('Tab');
    await card.getByText('Saved', { exact: true }).waitFor();
    await card.locator('dd').filter({ hasText: 'Jane Manager' }).waitFor();
    await expectAccessible(page, 'profile panel');

    // Contacts: two, the first primary, then primary moves to the second.
    const profile = card;
    await profile.getByRole('tab', { name: 'Contacts' }).click();
    await profile.getByText('No contacts added yet').waitFor();
    for (const [name, isPrimary] of [
      ['Alice Primary', true],
      ['Bob Second', false],
    ] as const) {
      await profile.getByRole('button', { name: 'Add Contact' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Contact' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
      await choose(page, dialog, 'Department', 'Operations');
      if (isPrimary) await dialog.getByRole('checkbox', { name: 'Primary contact' }).check();
      await dialog.getByRole('button', { name: 'Add Contact' }).click();
      await toastSays(page, 'Contact added');
      await contact(profile, name).waitFor();
    }
    await contact(profile, 'Alice Primary').getByText('Primary', { exact: true }).waitFor();
    expect(await contact(profile, 'Bob Second').getByText('Primary', { exact: true }).count()).toBe(0);
    await contact(profile, 'Bob Second').getByRole('button', { name: 'Set Primary' }).click();
    await contact(profile, 'Bob Second').getByText('Primary', { exact: true }).waitFor();
    await contact(profile, 'Alice Primary').getByRole('button', { name: 'Set Primary' }).waitFor();
    expect(await contact(profile, 'Alice Primary').getByText('Primary', { exact: true }).count()).toBe(0);
    await expectAccessible(page, 'contacts');

    // Commercial terms: the fee in pounds (digits and one decimal point) and the payment terms, each saved.
    await profile.getByRole('tab', { name: 'Commercial' }).click();
    const fee = profile.getByRole('textbox', { name: 'Fee (per worker)' });
    await fee.fill('12.5');
    await fee.press('Tab');
    await profile.getByText('Saved', { exact: true }).waitFor();
    expect(await fee.inputValue()).toBe('£12.50');
    // Saved gives way to idle (2 seconds), so the next Saved is the next save's.
    await profile.getByText('Saved', { exact: true }).waitFor({ state: 'hidden' });
    await choose(page, profile, 'Payment Terms', '14 Days');
    await profile.getByText('Saved', { exact: true }).waitFor();
    expect(await profile.getByRole('textbox', { name: 'Timesheet Submission' }).inputValue()).toBe('Monday-Friday');
    await expectAccessible(page, 'commercial terms');

    // Documents: the summary, the upload dialog's own check, an upload, and its download.
    await profile.getByRole('tab', { name: 'Documents' }).click();
    await profile.getByText('No documents uploaded yet', { exact: true }).waitFor();
    await profile.getByRole('button', { name: 'Upload Document' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Document' });
    await upload.getByRole('button', { name: 'Upload Document' }).click();
    await upload.getByText('Please select a file to upload', { exact: true }).waitFor();
    await upload
      .locator('input[type=file]')
      .setInputFiles({ name: 'terms.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    expect(await upload.getByRole('combobox', { name: 'Document Type' }).inputValue()).toBe('Terms and Conditions');
    await upload.getByRole('textbox', { name: 'Notes' }).fill('Signed 2025');
    await expectAccessible(page, 'upload document dialog');
    await upload.getByRole('button', { name: 'Upload Document' }).click();
    await toastSays(page, 'Document uploaded successfully');
    await upload.waitFor({ state: 'hidden' });
    const row = profile.getByRole('row', { name: 'terms.pdf' });
    await row.getByText('Valid', { exact: true }).waitFor();
    await profile.getByText('All 1 document valid').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('terms.pdf');
    expect(fs.readFileSync(await download.path()).equals(pdfBytes())).toBe(true);
    await expectAccessible(page, 'documents');

    // Communication: the required fields, then a log whose outcome raises a ticket.
    await profile.getByRole('tab', { name: 'Communication' }).click();
    await profile.getByText('No communications logged for this agency', { exact: true }).waitFor();
    const form = profile.getByRole('form', { name: 'Log communication' });
    await form.getByRole('button', { name: 'Log Communication' }).click();
    await form.getByText('Please fill in all required fields').first().waitFor();
    await form.getByRole('textbox', { name: 'Contact Person' }).fill('Alice Primary');
    await choose(page, form, 'Method', 'Phone');
    await choose(page, form, 'Outcome', 'Raise Ticket');
    await form.getByRole('textbox', { name: 'Notes' }).fill('Invoices are late again');
    await form.getByRole('button', { name: 'Log Communication' }).click();
    await toastSays(page, 'Communication logged successfully');
    await page.locator('.mantine-Notification-root').filter({ hasText: 'Ticket TKT-00001' }).waitFor();
    const history = profile.getByRole('list', { name: 'Communication history' });
    await history.getByText('Invoices are late again').waitFor();
    await history.getByText('Ticket TKT-00001', { exact: true }).waitFor();
    await expectAccessible(page, 'communication');
  });
});
