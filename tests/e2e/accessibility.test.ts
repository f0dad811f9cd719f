import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfBytes } from '../fixtures/documents.ts';
import { expectAccessible, STRUCTURE_RULES } from './support/axe.ts';
import { apiAs, ADMIN, signInThroughForm, useJourney } from './support/journey.ts';
import { completeWorker, toastSays, addAuthorisedWorker } from './support/workers.ts';

const j = useJourney();

const person = (firstName: string, lastName: string, niNumber: string) => ({
  title: 'MR',
  firstName,
  lastName,
  gender: 'MALE',
  maritalStatus: 'SINGLE',
  nationality: 'BRITISH',
  dateOfBirth: '1988-02-11',
  email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.test`,
  phone: '07700900111',
  addressLine1: '1 High Street',
  city: 'Bristol',
  county: 'Bristol',
  postCode: 'BS1 4DJ',
  niNumber,
  workStartDate: '2025-02-03',
});

/**
 * Every screen, dialog and tab with some data in it, each checked by axe-core (issue 9, item 9):
 * no serious or critical violation, one banner and headings in order. Each screen's problems are
 * gathered, so one run lists them all.
 */
describe('accessibility: every screen passes axe', () => {
  const problems: string[] = [];
  const check = async (page: Page, label: string) => {
    try {
      await expectAccessible(page, label, { alsoRules: STRUCTURE_RULES });
    } catch (error) {
      problems.push((error as Error).message);
    }
  };
  const closeDialog = async (dialog: Locator) => {
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  };

  it('signed out: landing, request access, login, forgot and reset password', async () => {
    problems.length = 0;
    const page = await j.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    await check(page, 'landing page');
    await page.getByRole('button', { name: 'Request Access' }).first().click();
    const request = page.getByRole('dialog');
    await request.getByLabel('First Name').waitFor();
    await check(page, 'request access dialog');
    await closeDialog(request);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await check(page, 'login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.locator('.mantine-InputWrapper-error').first().waitFor();
    await check(page, 'login with errors');
    await page.getByText('Forgot Password?').click();
    await page.getByRole('button', { name: 'Send Reset Link' }).waitFor();
    await check(page, 'forgot password');

    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByLabel('Confirm Password').waitFor();
    await check(page, 'reset password');
    await page.goto('/reset-password');
    await page.getByText('Invalid Reset Link').waitFor();
    await check(page, 'invalid reset link');
    expect(problems.join('\n\n')).toBe('');
  });

  /** The data every signed-in screen shows, created once through the API. */
  let seeded: Promise<{ carlId: number }> | undefined;
  const seed = () => (seeded ??= createData());
  async function createData() {
    const asAdmin = await apiAs(j.server.url);
    const agency = await asAdmin<{ id: number }>('POST', '/api/agencies', {
      name: 'Axe Agency',
      contactName: 'Ann Agent',
      city: 'Bristol',
      postalCode: 'BS1 1AA',
    });
    const company = await asAdmin<{ id: number }>('POST', '/api/payroll-companies', { name: 'Axe Payroll Ltd' });
    const carl = await addAuthorisedWorker<{ id: number }>(
      asAdmin,
      completeWorker(person('Carl', 'Complete', 'AB123456A'), agency.id, company.id),
    );
    const { taxCode: _tax, ...almost } = completeWorker(person('Pete', 'Pending', 'AB123456B'), agency.id, company.id);
    await asAdmin('POST', '/api/workers', almost);
    const leaver = await addAuthorisedWorker<{ id: number }>(
      asAdmin,
      completeWorker(person('Lee', 'Leaver', 'AB123456C'), agency.id, company.id),
    );
    await asAdmin('PATCH', `/api/workers/${leaver.id}`, { status: 'left', p45Date: '2025-06-30' });
    await asAdmin('POST', '/api/tickets/manual', {
      source: 'worker',
      sourceId: carl.id,
      notes: 'Asked for a copy of the contract.',
    });
    await asAdmin('POST', '/api/admin/users', {
      email: 'finn.finance@example.test',
      firstName: 'Finn',
      lastName: 'Finance',
      password: 'Initial-pass1',
      role: 'finance',
    });
    const gone = await asAdmin<{ id: number }>('POST', '/api/admin/users', {
      email: 'gail.gone@example.test',
      firstName: 'Gail',
      lastName: 'Gone',
      password: 'Initial-pass1',
      role: 'support',
    });
    await asAdmin('DELETE', `/api/admin/users/${gone.id}`);
    // A failed sign-in, for the login audit.
    await fetch(`${j.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.test', password: 'Wrong-pass1' }),
    });
    await fetch(`${j.server.url}/api/access-requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Rita', lastName: 'Request', email: 'rita.request@example.test' }),
    });

    return { carlId: carl.id };
  }
  const signIn = async () => {
    await seed();
    const page = await j.newPage();
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    return page;
  };

  it('main tabs, the worker lists and the expanded profile', async () => {
    problems.length = 0;
    const { carlId } = await seed();
    const page = await signIn();

    // The Dashboard: Overview, then Payroll Reports with its charts.
    await page.getByRole('heading', { name: 'Document Expiry Alerts', level: 2 }).waitFor();
    await check(page, 'Dashboard tab');
    await page.getByRole('tab', { name: 'Payroll Reports', exact: true }).click();
    await page.getByRole('heading', { name: 'Compliance by agency', level: 2 }).waitFor();
    await check(page, 'Dashboard Payroll Reports');
    // The main page's other tabs, each built.
    await page.getByRole('tab', { name: 'Reports', exact: true }).click();
    await page.getByRole('heading', { name: 'Advanced Reports and Analytics', level: 1 }).waitFor();
    await page.getByText('No reports generated in the last 30 days', { exact: true }).waitFor();
    await check(page, 'Reports tab');
    await page.getByRole('button', { name: 'Generate CSV' }).click();
    await toastSays(page, 'Report Type Required');
    await check(page, 'Reports tab: Report Type Required');
    await page.getByRole('tab', { name: 'Payroll', exact: true }).click();
    await page.getByRole('heading', { name: 'Payroll Management', level: 1 }).waitFor();
    await page.getByText('No payroll data uploaded yet', { exact: true }).waitFor();
    await check(page, 'Payroll tab');
    await page.getByRole('button', { name: 'Upload Weekly Payroll' }).click();
    const payrollUpload = page.getByRole('dialog', { name: 'Upload Weekly Payroll' });
    await payrollUpload.getByRole('button', { name: 'Upload', exact: true }).click();
    await payrollUpload.getByText('No File Selected', { exact: true }).waitFor();
    await check(page, 'Upload Weekly Payroll dialog with errors');
    await payrollUpload.getByRole('button', { name: 'Cancel' }).click();
    await payrollUpload.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Tickets', exact: true }).click();
    await page.getByRole('heading', { name: 'Ticket Management', level: 1 }).waitFor();
    await page.getByRole('article', { name: 'TKT-00001' }).waitFor();
    await check(page, 'Tickets tab');
    await page.getByRole('article', { name: 'TKT-00001' }).getByRole('button', { name: 'Comments (0)' }).click();
    await page.getByText('No comments yet', { exact: true }).waitFor();
    await check(page, 'Tickets tab: comments');
    await page.getByRole('button', { name: 'Create Manual Ticket' }).click();
    const manual = page.getByRole('dialog', { name: 'Create Manual Ticket' });
    await manual.getByRole('button', { name: 'Create Ticket' }).click();
    await manual.getByText('Please fill in all required fields').first().waitFor();
    await check(page, 'Create Manual Ticket dialog with errors');
    await closeDialog(manual);
    await page.getByRole('tab', { name: 'Agencies', exact: true }).click();
    await page.getByRole('heading', { name: 'Agency Management', level: 1 }).waitFor();
    await page.getByText(/^Showing \d+ to \d+ of \d+ agencies$/).waitFor();
    await check(page, 'Agencies tab');
    await page.getByRole('tab', { name: 'Bulk Upload', exact: true }).click();
    await page.getByRole('heading', { name: 'Recent imports' }).waitFor();
    await check(page, 'Bulk Upload tab');

    // Workers: each list, with its badges and buttons.
    await page.getByRole('tab', { name: 'Workers', exact: true }).click();
    await page.getByRole('article', { name: 'Carl Complete' }).waitFor();
    await check(page, 'workers: authorised');
    await page.getByRole('tab', { name: /^Pending/ }).click();
    await page.getByRole('article', { name: 'Pete Pending' }).waitFor();
    await check(page, 'workers: pending');
    await page.getByRole('tab', { name: /^Left/ }).click();
    await page.getByRole('article', { name: 'Lee Leaver' }).waitFor();
    await check(page, 'workers: left');
    await page.getByRole('tab', { name: /^Authorised/ }).click();
    const card = page.getByRole('article', { name: 'Carl Complete' });

    // The expanded profile, tab by tab.
    await card.getByRole('button', { name: 'View Details' }).click();
    const profile = card.getByRole('region', { name: 'Profile of Carl Complete' });
    await profile.getByRole('combobox', { name: 'City' }).waitFor();
    await check(page, 'worker profile: personal details');
    for (const tab of ['Payroll', 'Bank Details']) {
      await profile.getByRole('tab', { name: tab }).click();
      await check(page, `worker profile: ${tab}`);
    }
    await profile.getByRole('tab', { name: 'Documents' }).click();
    const upload = profile.getByRole('form', { name: 'Upload document' });
    await upload
      .locator('input[type=file]')
      .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await upload.getByRole('button', { name: 'Upload Document' }).click();
    await toastSays(page, 'Document uploaded');
    await profile.getByRole('row', { name: /passport\.pdf/ }).waitFor();
    await check(page, 'worker profile: documents');
    const asAdmin = await apiAs(j.server.url);
    await asAdmin('POST', `/api/workers/${carlId}/communication-logs`, {
      contactPerson: 'Sam Supervisor',
      communicationMethod: 'Phone',
      content: 'Called about shifts.',
      outcome: 'Resolved',
    });
    await profile.getByRole('tab', { name: 'Communication' }).click();
    await profile.getByRole('listitem').filter({ hasText: 'Sam Supervisor' }).waitFor();
    await check(page, 'worker profile: communication');
    expect(problems.join('\n\n')).toBe('');
  });

  it("a worker card's dialogs, Export and Add New Worker", async () => {
    problems.length = 0;
    const page = await signIn();
    await page.goto('/?tab=workers');
    const card = page.getByRole('article', { name: 'Carl Complete' });
    await card.getByRole('button', { name: 'Carl Complete' }).click();
    const details = page.getByRole('dialog', { name: 'Worker Profile Details' });
    await details.getByRole('button', { name: 'Edit' }).waitFor();
    await check(page, 'Worker Profile Details dialog');
    await details.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: /^Edit Worker Profile/ });
    await edit.getByRole('combobox', { name: 'City' }).waitFor();
    await check(page, 'Edit Worker Profile dialog');
    await closeDialog(edit);
    await card.getByRole('button', { name: 'Carl Complete' }).click();
    await details.getByRole('button', { name: 'Upload Document' }).click();
    const uploadDialog = page.getByRole('dialog', { name: /Upload Document/ });
    await uploadDialog.getByRole('button', { name: 'Upload Document' }).waitFor();
    await check(page, 'Upload Document dialog');
    await closeDialog(uploadDialog);
    await card.getByRole('button', { name: 'Left - P45' }).click();
    const leave = page.getByRole('dialog', { name: 'Left - P45' });
    await leave.getByRole('textbox', { name: 'P45 Date' }).waitFor();
    await check(page, 'Left - P45 dialog');
    await closeDialog(leave);
    await card.getByRole('button', { name: 'Remove' }).click();
    const remove = page.getByRole('dialog');
    await remove.getByRole('button').first().waitFor();
    await check(page, 'Delete Worker dialog');
    await closeDialog(remove);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export Worker Data' });
    await exportDialog.getByRole('radio', { name: 'Excel (.xlsx)' }).waitFor();
    await check(page, 'Export Worker Data dialog');
    await closeDialog(exportDialog);
    await page.getByRole('button', { name: 'Add Worker' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Worker' });
    await add.getByRole('combobox', { name: 'First Name' }).waitFor();
    await check(page, 'Add New Worker dialog');
    await add.getByRole('button', { name: 'Add Worker' }).click();
    await add.getByText('Title is required').waitFor();
    await check(page, 'Add New Worker dialog with errors');
    await closeDialog(add);
    expect(problems.join('\n\n')).toBe('');
  });

  it('the Admin Control Panel, the admin profile and the 404 page', async () => {
    problems.length = 0;
    const page = await signIn();
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Approve', exact: true }).first().waitFor();
    await check(page, 'admin: access requests');
    await page.getByRole('button', { name: 'Approve', exact: true }).first().click();
    const approve = page.getByRole('dialog');
    await approve.getByLabel('Initial Password').waitFor();
    await check(page, 'admin: approve dialog');
    await closeDialog(approve);
    await page.getByRole('tab', { name: 'User Management' }).click();
    await page.getByText('finn.finance@example.test').waitFor();
    await check(page, 'admin: user management');
    await page.getByRole('button', { name: 'Create User' }).click();
    const create = page.getByRole('dialog');
    await create.getByLabel('Email').waitFor();
    await check(page, 'admin: create user dialog');
    await closeDialog(create);
    await page.getByRole('tab', { name: 'Deleted Users' }).click();
    await page.getByText('gail.gone@example.test').waitFor();
    await check(page, 'admin: deleted users');
    await page.getByRole('tab', { name: 'Login Audit' }).click();
    await page.getByText('nobody@example.test').first().waitFor();
    await check(page, 'admin: login audit');
    await page.getByRole('tab', { name: 'Agencies' }).click();
    await page.getByRole('group', { name: 'Total Agencies' }).waitFor();
    await page.getByRole('table', { name: 'Active Agencies' }).waitFor();
    await check(page, 'admin: agencies');
    await page.getByRole('tab', { name: 'Background Jobs' }).click();
    await page.getByRole('table', { name: 'Scheduled jobs' }).getByText('expired-sessions').waitFor();
    await page.getByText('No failed runs').waitFor();
    await check(page, 'admin: background jobs');

    await page.goto('/admin-profile');
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    await check(page, 'admin profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Current Password').waitFor();
    await check(page, 'admin profile: editing');

    await page.goto('/no-such-page');
    await page.getByText('Page Not Found').waitFor();
    await check(page, '404 page');
    expect(problems.join('\n\n')).toBe('');
  });
});
