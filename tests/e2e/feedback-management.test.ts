import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, apiAs, expectAccessible, signInThroughForm, useJourney } from './support/journey.ts';
import { readyUser, type ReadyUser } from './support/users.ts';
import { choose, toastSays } from './support/workers.ts';

const j = useJourney();
let sam: ReadyUser;

beforeAll(async () => {
  sam = await readyUser(j.server.url, {
    email: 'sam.support@e2e.test',
    firstName: 'Sam',
    lastName: 'Support',
    role: 'support',
  });
  const asSam = await apiAs(j.server.url, { email: sam.email, password: sam.password });
  await asSam('POST', '/api/feedback', {
    title: 'Dark mode please',
    description: 'The screens are bright at night.',
    category: 'feature_request',
    priority: 'low',
  });
  // The landing page's Get in Touch form, as a visitor sends it (docs/domain.md).
  const res = await fetch(`${j.server.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Vera Visitor', email: 'vera@e2e.test', message: 'Do you place drivers?' }),
  });
  expect(res.status).toBe(201);
});

async function signedIn(email: string, password: string): Promise<Page> {
  const page = await j.newPage();
  await signInThroughForm(page, email, password);
  await page.getByRole('button', { name: 'Logout' }).waitFor();
  return page;
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });
/** A badge's text as a screen reader hears it ('Status: In Progress'; the eye sees the label alone). */
const badge = (scope: Locator, kind: 'category' | 'priority' | 'status') =>
  scope.locator(`[data-kind="${kind}"]`).textContent();

async function manage(page: Page, title: string): Promise<Locator> {
  await card(page, title).getByRole('button', { name: 'Manage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Feedback' });
  await dialog.waitFor();
  return dialog;
}

describe('Feedback Management', () => {
  it('a user submits feedback; an admin triages it in the Manage modal, filters by status and deletes', async () => {
    // A support user sends feedback from the header.
    const user = await signedIn(sam.email, sam.password);
    await user.getByRole('button', { name: 'Feedback' }).click();
    const submit = user.getByRole('dialog', { name: 'Submit Feedback' });
    await choose(user, submit, 'Category', 'Bug Report');
    await choose(user, submit, 'Priority', 'High');
    await submit.getByRole('textbox', { name: 'Title' }).fill('Payslip PDF is blank');
    await submit.getByRole('textbox', { name: 'Description' }).fill('Opening a payslip shows an empty page.');
    await submit.getByRole('button', { name: 'Submit Feedback' }).click();
    await toastSays(user, 'Your feedback has been submitted successfully');
    await submit.waitFor({ state: 'hidden' });

    // The admin sees it first, with its badges, sender and time.
    const page = await signedIn(ADMIN.email, ADMIN.password);
    await page.goto('/?tab=admin');
    await page.getByRole('tab', { name: 'Feedback' }).click();
    await page.waitForURL(/admintab=feedback/);
    await page.getByRole('heading', { name: 'Feedback Management', level: 2 }).waitFor();
    const payslip = card(page, 'Payslip PDF is blank');
    await payslip.waitFor();
    expect(await page.getByRole('article').first().getAttribute('aria-label')).toBe('Payslip PDF is blank');
    await payslip.getByText('Opening a payslip shows an empty page.').waitFor();
    await payslip
      .getByText(/^From Sam Support \(sam\.support@e2e\.test\) · \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
      .waitFor();
    expect(await badge(payslip, 'category')).toBe('Category: Bug Report');
    expect(await badge(payslip, 'priority')).toBe('Priority: High');
    expect(await badge(payslip, 'status')).toBe('Status: Open');
    // The contact form's message is there too, under category Other.
    const contact = card(page, 'Contact form: Vera Visitor');
    await contact.getByText(/^From Vera Visitor \(vera@e2e\.test\)/).waitFor();
    expect(await badge(contact, 'category')).toBe('Category: Other');
    await page.getByText('Showing 1 to 3 of 3 feedback').waitFor();
    await expectAccessible(page, 'feedback management');

    // Mark In Progress saves the trimmed notes with the status.
    let dialog = await manage(page, 'Payslip PDF is blank');
    const notes = dialog.getByRole('textbox', { name: 'Admin Notes' });
    expect(await dialog.getByRole('button', { name: 'Save Notes' }).isDisabled()).toBe(true);
    await notes.fill('  Reproduced on Chrome  ');
    await expectAccessible(page, 'manage feedback modal');
    await dialog.getByRole('button', { name: 'Mark In Progress' }).click();
    await toastSays(page, 'Feedback marked as in progress');
    await dialog.waitFor({ state: 'hidden' });
    await payslip.getByText('Admin Notes: Reproduced on Chrome', { exact: true }).waitFor();
    await expect.poll(() => badge(payslip, 'status')).toBe('Status: In Progress');

    // The notes come back; blank notes are never sent, so Mark Resolved keeps them.
    dialog = await manage(page, 'Payslip PDF is blank');
    expect(await notes.inputValue()).toBe('Reproduced on Chrome');
    expect(await dialog.getByRole('button', { name: 'Mark In Progress' }).isDisabled()).toBe(true);
    await notes.fill('   ');
    expect(await dialog.getByRole('button', { name: 'Save Notes' }).isDisabled()).toBe(true);
    const patch = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().includes('/api/feedback/'));
    await dialog.getByRole('button', { name: 'Mark Resolved' }).click();
    expect((await patch).postDataJSON()).toEqual({ status: 'resolved' });
    await toastSays(page, 'Feedback marked as resolved');
    await expect.poll(() => badge(payslip, 'status')).toBe('Status: Resolved');
    await payslip.getByText('Admin Notes: Reproduced on Chrome', { exact: true }).waitFor();

    // Save Notes alone.
    dialog = await manage(page, 'Payslip PDF is blank');
    await notes.fill('Fixed in release 2.4');
    await dialog.getByRole('button', { name: 'Save Notes' }).click();
    await toastSays(page, 'Admin notes saved');
    await payslip.getByText('Admin Notes: Fixed in release 2.4', { exact: true }).waitFor();

    // Filter by status: in the address, kept on reload.
    await choose(page, page, 'Status', 'Resolved');
    await page.waitForURL(/feedbackstatus=resolved/);
    await page.getByText('Showing 1 to 1 of 1 feedback').waitFor();
    await payslip.waitFor();
    expect(await card(page, 'Dark mode please').count()).toBe(0);
    await page.reload();
    await card(page, 'Payslip PDF is blank').waitFor();
    expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('Resolved');
    await choose(page, page, 'Status', 'Open');
    await card(page, 'Dark mode please').waitFor();
    expect(await card(page, 'Payslip PDF is blank').count()).toBe(0);
    await choose(page, page, 'Category', 'Other');
    await page.waitForURL(/feedbackcategory=other/);
    await page.getByText('Showing 1 to 1 of 1 feedback').waitFor();

    // Close, then Delete after the confirmation: the filtered list is empty.
    dialog = await manage(page, 'Contact form: Vera Visitor');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await toastSays(page, 'Feedback closed');
    await page.getByText('No feedback matches these filters').waitFor();
    await choose(page, page, 'Status', 'Closed');
    dialog = await manage(page, 'Contact form: Vera Visitor');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Feedback' });
    await confirm.getByText('Delete "Contact form: Vera Visitor" permanently?').waitFor();
    await expectAccessible(page, 'delete feedback confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toastSays(page, 'Feedback deleted successfully');
    await page.getByText('No feedback matches these filters').waitFor();
    await dialog.waitFor({ state: 'hidden' });
  });

  it("says 'Failed to update feedback' when the feedback is gone meanwhile", async () => {
    const asAdmin = await apiAs(j.server.url);
    const gone = await asAdmin<{ id: number }>('POST', '/api/feedback', {
      title: 'Soon removed',
      description: 'Another admin deletes this.',
      category: 'other',
    });
    const page = await signedIn(ADMIN.email, ADMIN.password);
    await page.goto('/?tab=admin&admintab=feedback');
    const dialog = await manage(page, 'Soon removed');
    await asAdmin('DELETE', `/api/feedback/${gone.id}`);
    await dialog.getByRole('button', { name: 'Mark Resolved' }).click();
    await toastSays(page, 'Failed to update feedback');
    await dialog.getByText('Soon removed').waitFor();
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await card(page, 'Soon removed').waitFor({ state: 'detached' });
  });
});
