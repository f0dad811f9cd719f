import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfBytes } from '../fixtures/documents.ts';
import { apiAs, ADMIN, signInThroughForm, useJourney } from './support/journey.ts';
import { completeWorker, toastSays, addAuthorisedWorker } from './support/workers.ts';

/** Issue 9 ("Daily-use quality"), items 1, 6 and 12: one test per item. */
const j = useJourney();

const DISCARD = 'Discard unsaved changes?';

const person = {
  title: 'MR',
  firstName: 'Daniel',
  lastName: 'Dailyuse',
  gender: 'MALE',
  maritalStatus: 'SINGLE',
  nationality: 'BRITISH',
  dateOfBirth: '1988-02-11',
  email: 'daniel.dailyuse@example.test',
  phone: '07123456781',
  addressLine1: '3 Quay Street',
  city: 'Bristol',
  county: 'Bristol',
  postCode: 'BS1 4DJ',
  niNumber: 'JK112233A',
  workStartDate: '2025-02-03',
};
const NAME = 'Daniel Dailyuse';

type Setup = { agencyId: number; payrollCompanyId: number; workerId: number };
let setup: Setup | undefined;
/** Two agencies, a payroll company and one complete (authorised) worker, made once for the file. */
async function ensureSetup(): Promise<Setup> {
  if (setup) return setup;
  const asAdmin = await apiAs(j.server.url);
  const agency = await asAdmin<{ id: number }>('POST', '/api/agencies', {
    name: 'Alpha Staffing',
    contactName: 'Ann Agent',
    city: 'Bristol',
    postalCode: 'BS1 1AA',
  });
  await asAdmin('POST', '/api/agencies', {
    name: 'Beta Recruit',
    contactName: 'Bob Agent',
    city: 'Leeds',
    postalCode: 'LS1 1AA',
  });
  const company = await asAdmin<{ id: number }>('POST', '/api/payroll-companies', { name: 'Daily Payroll Ltd' });
  const worker = await addAuthorisedWorker<{ id: number }>(asAdmin, completeWorker(person, agency.id, company.id));
  setup = { agencyId: agency.id, payrollCompanyId: company.id, workerId: worker.id };
  return setup;
}

async function signedInAdmin(): Promise<Page> {
  const page = await j.newPage();
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.getByRole('button', { name: 'Logout' }).waitFor();
  return page;
}

/** Waits (up to 3 s) for the element to hold the focus. */
async function expectFocused(locator: Locator) {
  for (let waited = 0; waited < 3000; waited += 50) {
    if (await locator.evaluate((el) => el === document.activeElement)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not focused: ${String(locator)}`);
}

const isVisible = (locator: Locator) => locator.isVisible();

describe('issue 9: daily-use quality', () => {
  it('item 1: no lost work - Escape closes only a popover, and a dialog with unsaved changes asks before closing', async () => {
    await ensureSetup();
    const page = await signedInAdmin();
    await page.goto('/?tab=workers');
    await page.getByRole('button', { name: 'Add Worker' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Worker' });
    const firstName = dialog.getByRole('combobox', { name: 'First Name' });
    await firstName.fill('Nina');

    // Escape in an open select closes the list, not the dialog.
    await dialog.getByRole('combobox', { name: 'Gender' }).click();
    await page.getByRole('option', { name: 'FEMALE', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('option', { name: 'FEMALE', exact: true }).waitFor({ state: 'hidden' });
    await page.waitForTimeout(400);
    expect(await isVisible(dialog)).toBe(true);
    expect(await isVisible(page.getByRole('dialog', { name: DISCARD }))).toBe(false);

    // Escape in an open date picker closes the calendar, not the dialog.
    await dialog.getByRole('textbox', { name: 'Date of Birth' }).click();
    const calendarDay = page.locator('.mantine-DateInput-day:not([data-hidden])').first();
    await calendarDay.waitFor();
    await page.keyboard.press('Escape');
    await calendarDay.waitFor({ state: 'hidden' });
    await page.waitForTimeout(400);
    expect(await isVisible(dialog)).toBe(true);
    expect(await isVisible(page.getByRole('dialog', { name: DISCARD }))).toBe(false);
    expect(await firstName.inputValue()).toBe('Nina');

    // Escape with nothing open asks; Keep editing keeps the typed form.
    await firstName.click();
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: DISCARD });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await firstName.inputValue()).toBe('Nina');

    // The close button asks too.
    await page.locator('.mantine-Modal-close').first().click();
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await firstName.inputValue()).toBe('Nina');

    // So does a click outside; Discard closes and forgets.
    await page.mouse.click(8, 450);
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // A clean dialog closes on Escape without asking, and opens empty.
    await page.getByRole('button', { name: 'Add Worker' }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole('combobox', { name: 'First Name' }).inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await isVisible(ask)).toBe(false);

    // The wrapper is shared: Feedback asks the same once something is typed.
    await page.getByRole('button', { name: 'Feedback' }).click();
    const feedback = page.getByRole('dialog', { name: 'Submit Feedback' });
    await feedback.getByRole('textbox', { name: 'Title' }).fill('Something');
    await page.keyboard.press('Escape');
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Discard' }).click();
    await feedback.waitFor({ state: 'hidden' });
  });

  it('item 6: controls work as people expect', async () => {
    const { agencyId } = await ensureSetup();

    // Login puts the cursor in Email.
    const login = await j.newPage();
    await login.goto('/login');
    await expectFocused(login.getByLabel('Email'));
    await login.context().close();

    const page = await signedInAdmin();
    await page.goto('/?tab=workers');
    const card = page.getByRole('article', { name: NAME });
    await card.waitFor();

    // The Agency filter searches what is typed (not 'All Agencies' + the typed text).
    const agencyFilter = page.getByRole('combobox', { name: 'Agency' });
    await agencyFilter.click();
    await page.keyboard.type('Beta');
    expect(await agencyFilter.inputValue()).toBe('Beta');
    await page.getByRole('option', { name: 'Beta Recruit' }).waitFor();
    expect(await page.getByRole('option', { name: 'Alpha Staffing' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // The worker's name looks like a link (link colour, pointer, underline on hover) and opens Worker Profile Details.
    const nameLink = card.getByRole('button', { name: NAME, exact: true });
    const style = (el: Element) => {
      const s = getComputedStyle(el);
      return { color: s.color, cursor: s.cursor, underline: s.textDecorationLine };
    };
    const cardColor = await card.evaluate((el) => getComputedStyle(el).color);
    const before = await nameLink.evaluate(style);
    expect(before.color).not.toBe(cardColor);
    expect(before.cursor).toBe('pointer');
    await nameLink.hover();
    expect((await nameLink.evaluate(style)).underline).toContain('underline');
    await nameLink.click();
    const details = page.getByRole('dialog', { name: /Worker Profile Details/ });
    await details.waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });

    // Add Worker puts the cursor in Title.
    await page.getByRole('button', { name: 'Add Worker' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add New Worker' });
    await expectFocused(addDialog.getByRole('combobox', { name: 'Title' }));
    await page.keyboard.press('Escape');
    await addDialog.waitFor({ state: 'hidden' });

    // Feedback counts the characters of its limited fields.
    await page.getByRole('button', { name: 'Feedback' }).click();
    const feedback = page.getByRole('dialog', { name: 'Submit Feedback' });
    await feedback.getByText('0/100', { exact: true }).waitFor();
    await feedback.getByText('0/1000', { exact: true }).waitFor();
    await feedback.getByRole('textbox', { name: 'Title' }).fill('Hello');
    await feedback.getByText('5/100', { exact: true }).waitFor();
    await feedback.getByRole('textbox', { name: 'Description' }).fill('Twelve chars');
    await feedback.getByText('12/1000', { exact: true }).waitFor();
    await feedback.getByRole('button', { name: 'Cancel' }).click();
    await page.context().close();

    // A client user, forced to change the password an admin typed, can still log out.
    const asAdmin = await apiAs(j.server.url);
    await asAdmin('POST', '/api/admin/users', {
      email: 'client.daily@example.test',
      firstName: 'Cara',
      lastName: 'Client',
      password: 'Initial-pass3',
      role: 'client',
      agencyId,
    });
    const client = await j.newPage();
    await signInThroughForm(client, 'client.daily@example.test', 'Initial-pass3');
    const forced = client.getByRole('dialog', { name: 'Change Your Password' });
    await forced.getByLabel('Current Password').waitFor();
    await forced.getByRole('button', { name: 'Logout' }).click();
    await client.waitForURL((url) => url.pathname === '/');
    await client
      .getByRole('link', { name: /Sign In/i })
      .first()
      .waitFor();

    // Once the password is changed, the client's Add Worker has its only agency chosen.
    const asClient = await apiAs(j.server.url, { email: 'client.daily@example.test', password: 'Initial-pass3' });
    await asClient('POST', '/api/auth/change-password', {
      currentPassword: 'Initial-pass3',
      newPassword: 'Client-Pass-44',
    });
    await signInThroughForm(client, 'client.daily@example.test', 'Client-Pass-44');
    await client.getByRole('button', { name: 'Logout' }).waitFor();
    await client.goto('/?tab=workers');
    await client.getByRole('button', { name: 'Add Worker' }).click();
    const clientAdd = client.getByRole('dialog', { name: 'Add New Worker' });
    // The agency is filled in once the dialog's agencies have loaded: asked until it is, not read once.
    await expect
      .poll(async () => (await clientAdd.getByRole('combobox', { name: 'Agency' }).inputValue()).toLowerCase(), {
        timeout: 10_000,
      })
      .toBe('alpha staffing');
  });

  it('item 12: smaller things from the second tour', async () => {
    const { workerId } = await ensureSetup();
    const page = await signedInAdmin();

    // The admin pages lead back to the main tabs.
    for (const path of ['/admin', '/admin-dashboard', '/admin-profile']) {
      await page.goto(path);
      await page.getByRole('link', { name: 'Back to main' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    }

    await page.goto('/?tab=workers');
    const card = page.getByRole('article', { name: NAME });
    await card.waitFor();

    // A focused input stands out: a 2px solid outline, whatever its border says.
    await page.getByRole('button', { name: 'Add Worker' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add New Worker' });
    const firstName = addDialog.getByRole('combobox', { name: 'First Name' });
    await firstName.focus();
    const outline = await firstName.evaluate((el) => {
      const s = getComputedStyle(el);
      return { style: s.outlineStyle, width: s.outlineWidth };
    });
    expect(outline).toEqual({ style: 'solid', width: '2px' });
    await page.keyboard.press('Escape');
    await addDialog.waitFor({ state: 'hidden' });

    // Tab counts that follow a search say so.
    await page.getByRole('searchbox', { name: 'Search workers' }).fill('dailyuse');
    await page.getByText('Tab counts: workers matching "dailyuse"').waitFor();
    await page.getByRole('tab', { name: 'Authorised (1)' }).waitFor();
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByText(/Tab counts: workers matching/).waitFor({ state: 'hidden' });

    // An NI number with a refused prefix names the rule; the inline save indicator says it was not saved.
    await card.getByRole('button', { name: 'View Details' }).click();
    const profile = card.getByRole('region', { name: `Profile of ${NAME}` });
    await profile.getByRole('tab', { name: 'Payroll' }).click();
    const ni = profile.getByRole('textbox', { name: 'NI Number' });
    await ni.fill('QQ123456C');
    await ni.blur();
    const rule = 'NI number prefix QQ is not used: the first letter is never D, F, I, Q, U or V';
    await profile.getByText(rule, { exact: true }).waitFor();
    await profile.getByText(`Not saved: ${rule}`).waitFor({ timeout: 8000 });
    await ni.fill('JK112233A');
    await profile.getByText('Saved', { exact: true }).waitFor({ timeout: 8000 });

    // The same file name and type twice asks first; Replace keeps one copy.
    await profile.getByRole('tab', { name: 'Documents' }).click();
    const upload = profile.getByRole('form', { name: 'Upload document' });
    const sendCv = async () => {
      await upload
        .locator('input[type=file]')
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
      expect(await upload.getByRole('combobox', { name: 'Document Type' }).inputValue()).toBe('CV');
      await upload.getByRole('button', { name: 'Upload Document' }).click();
    };
    await sendCv();
    await toastSays(page, 'The document has been added to the worker.');
    await profile.getByRole('row', { name: /cv\.pdf/ }).waitFor();
    await sendCv();
    await upload.getByText('A CV named cv.pdf is already stored. Replace it, or upload another copy?').waitFor();
    await upload.getByRole('button', { name: 'Upload another copy' }).waitFor();
    await upload.getByRole('button', { name: 'Replace', exact: true }).click();
    await toastSays(page, 'The new copy replaces the earlier one.');
    const asAdmin = await apiAs(j.server.url);
    const documents = await asAdmin<{ originalFileName: string }[]>('GET', `/api/workers/${workerId}/documents`);
    expect(documents.map((d) => d.originalFileName)).toEqual(['cv.pdf']);
    await profile.getByRole('button', { name: 'Close Profile' }).click();

    // The P45 calendar leaves the dialog's buttons free: Cancel works while it is open.
    await card.getByRole('button', { name: 'Left - P45', exact: true }).click();
    const leave = page.getByRole('dialog', { name: 'Left - P45' });
    await page.locator('.mantine-DateInput-day:not([data-hidden])').first().waitFor();
    await leave.getByRole('button', { name: 'Cancel' }).click({ timeout: 5000 });
    await leave.waitFor({ state: 'hidden' });

    // A Left card shows its P45 date.
    await card.getByRole('button', { name: 'Left - P45', exact: true }).click();
    await leave.getByRole('textbox', { name: 'P45 Date' }).fill('30/06/2025');
    await leave.getByRole('button', { name: 'Move to Left', exact: true }).click({ timeout: 5000 });
    await leave.waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: /^Left/ }).click();
    await card.getByText('P45 Date', { exact: true }).waitFor();
    await card.getByText('30/06/2025', { exact: true }).waitFor();
  });
});
