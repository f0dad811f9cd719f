import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AccessRequest } from '../../src/shared/api/access-requests.ts';
import { apiAs, ADMIN, signInThroughForm, useJourney } from './support/journey.ts';
import { readyUser } from './support/users.ts';
import { completeWorker, addAuthorisedWorker } from './support/workers.ts';

const j = useJourney();

/** The requests a page sends from now on, to say whether a confirmation let one through. */
function recordRequests(page: Page, method: string, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

const confirmDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

describe('safety: permanent and bulk actions (issue 9 item 4)', () => {
  it('the admin deletes no one by accident: no Delete on the own row, cleanups confirm with what and how many, and are disabled with nothing to do', async () => {
    const asAdmin = await apiAs(j.server.url);
    const gone = [];
    for (const name of ['Gale', 'Gwen']) {
      const user = await readyUser(j.server.url, {
        email: `${name.toLowerCase()}.gone@example.test`,
        firstName: name,
        lastName: 'Gone',
        role: 'support',
      });
      await asAdmin('DELETE', `/api/admin/users/${user.id}`);
      gone.push(user);
    }
    await readyUser(j.server.url, {
      email: 'sue.support@example.test',
      firstName: 'Sue',
      lastName: 'Support',
      role: 'support',
    });

    const page = await j.newPage();
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Logout' }).waitFor();

    // User Management: every row but the admin's own offers Delete.
    await page.goto('/admin-dashboard');
    const row = (name: string) => page.getByRole('row', { name, exact: true });
    await row('Sue Support').getByRole('button', { name: 'Delete', exact: true }).waitFor();
    await row('System Administrator').getByRole('button', { name: 'Edit', exact: true }).waitFor();
    expect(await row('System Administrator').getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);

    // Deleted Users: two deleted a moment ago, none expired, so there is nothing to clean up.
    await page.getByRole('tab', { name: 'Deleted Users' }).click();
    await page.getByText('Gale Gone').waitFor();
    const cleanupUsers = page.getByRole('button', { name: 'Cleanup Expired Users' });
    await cleanupUsers.waitFor();
    expect(await cleanupUsers.isDisabled()).toBe(true);

    // 31 days on, both are expired: their stored deletion date is moved back, the server restarted.
    await j.server.restartAfter(
      "UPDATE users SET deleted_at = now() - interval '31 days' WHERE email IN ('gale.gone@example.test', 'gwen.gone@example.test')",
    );
    const cleanups = recordRequests(page, 'POST', '/api/admin/cleanup-expired-users');
    await page.reload();
    await page.getByRole('tab', { name: 'Deleted Users' }).click();
    await page.getByText('2 expired users are ready for cleanup.').waitFor();
    await expect.poll(() => cleanupUsers.isEnabled()).toBe(true);
    await cleanupUsers.click();
    const usersDialog = confirmDialog(page, 'Cleanup Expired Users');
    await usersDialog.getByText('Delete 2 expired users permanently?').waitFor();
    await usersDialog.getByText('This cannot be undone.', { exact: false }).waitFor();
    await usersDialog.getByRole('button', { name: 'Cancel' }).click();
    await usersDialog.waitFor({ state: 'detached' });
    expect(cleanups).toHaveLength(0);
    await cleanupUsers.click();
    await confirmDialog(page, 'Cleanup Expired Users').getByRole('button', { name: 'Delete Permanently' }).click();
    await page.getByText('Expired users cleaned up').waitFor();
    expect(cleanups).toHaveLength(1);

    // Access requests: none expired, so Cleanup Expired Requests is disabled.
    await fetch(`${j.server.url}/api/access-requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Rita', lastName: 'Rejected', email: 'rita.rejected@example.test' }),
    });
    const [request] = await asAdmin<AccessRequest[]>('GET', '/api/admin/access-requests');
    await asAdmin('POST', `/api/admin/access-requests/${request!.id}/reject`, { reason: 'Not one of our agencies' });
    await page.goto('/admin');
    await page.getByText('0 expired access requests (completed more than 30 days ago).').waitFor();
    const cleanupRequests = page.getByRole('button', { name: 'Cleanup Expired Requests' });
    expect(await cleanupRequests.isDisabled()).toBe(true);

    // 31 days on, the rejected request is expired.
    await j.server.restartAfter(
      `UPDATE access_requests SET processed_at = now() - interval '31 days' WHERE id = ${request!.id}`,
    );
    const requestCleanups = recordRequests(page, 'POST', '/api/admin/cleanup-expired-access-requests');
    await page.reload();
    await page.getByText('1 expired access request (completed more than 30 days ago).').waitFor();
    await expect.poll(() => cleanupRequests.isEnabled()).toBe(true);
    await cleanupRequests.click();
    const requestsDialog = confirmDialog(page, 'Cleanup Expired Requests');
    await requestsDialog.getByText('Delete 1 expired access request permanently?').waitFor();
    await requestsDialog.getByText('pending requests stay', { exact: false }).waitFor();
    await requestsDialog.getByRole('button', { name: 'Cancel' }).click();
    await requestsDialog.waitFor({ state: 'detached' });
    expect(requestCleanups).toHaveLength(0);
    await cleanupRequests.click();
    await confirmDialog(page, 'Cleanup Expired Requests').getByRole('button', { name: 'Delete Permanently' }).click();
    await page.getByText(/Successfully cleaned up \d+ expired access requests/).waitFor();
    expect(requestCleanups).toHaveLength(1);
  });

  it('a client user is offered no Remove or Delete of a worker, while staff are', async () => {
    const asAdmin = await apiAs(j.server.url);
    const agency = await asAdmin<{ id: number }>('POST', '/api/agencies', {
      name: 'SAFETY CLIENT AGENCY',
      contactName: 'Ann Agent',
      city: 'Leeds',
      postalCode: 'LS1 4AP',
    });
    const payroll = await asAdmin<{ id: number }>('POST', '/api/payroll-companies', { name: 'Safety Payroll Ltd' });
    const person = {
      title: 'MR',
      firstName: 'Carl',
      lastName: 'Clientworker',
      gender: 'MALE',
      maritalStatus: 'SINGLE',
      nationality: 'BRITISH',
      dateOfBirth: '1988-02-03',
      email: 'carl.clientworker@example.test',
      phone: '07700900456',
      addressLine1: '1 Park Row',
      city: 'Leeds',
      county: 'West Yorkshire',
      postCode: 'LS1 5AB',
      niNumber: 'AB654321C',
      workStartDate: '2024-03-04',
    };
    await addAuthorisedWorker(asAdmin, completeWorker(person, agency.id, payroll.id));
    const leaver = await addAuthorisedWorker<{ id: number }>(
      asAdmin,
      completeWorker(
        { ...person, firstName: 'Lena', lastName: 'Leaver', email: 'lena.leaver@example.test', niNumber: 'AB654322C' },
        agency.id,
        payroll.id,
      ),
    );
    await asAdmin('PATCH', `/api/workers/${leaver.id}`, { status: 'left', p45Date: '2025-05-30' });
    const client = await readyUser(j.server.url, {
      email: 'cleo.client@example.test',
      firstName: 'Cleo',
      lastName: 'Client',
      role: 'client',
      agencyId: agency.id,
    });
    const support = await readyUser(j.server.url, {
      email: 'sid.support@example.test',
      firstName: 'Sid',
      lastName: 'Support',
      role: 'support',
    });

    const page = await j.newPage();
    await signInThroughForm(page, client.email, client.password);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.goto('/?tab=workers&workertab=authorised');
    const card = page.getByRole('article', { name: 'Carl Clientworker' });
    await card.getByRole('button', { name: 'Left - P45', exact: true }).waitFor();
    await card.getByRole('button', { name: 'View Details', exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Remove', exact: true }).count()).toBe(0);

    // Worker Profile Details: Edit, no Delete.
    await card.getByRole('button', { name: 'Carl Clientworker' }).click();
    const details = page.getByRole('dialog', { name: 'Worker Profile Details' });
    await details.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    expect(await details.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    // Left tab: UnArchive, no Delete.
    await page.getByRole('tab', { name: /^Left/ }).click();
    const leftCard = page.getByRole('article', { name: 'Lena Leaver' });
    await leftCard.getByRole('button', { name: 'UnArchive', exact: true }).waitFor();
    expect(await leftCard.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);

    // Staff see both.
    await page.getByRole('button', { name: 'Logout' }).click();
    // Signed out once the landing page shows: a sign-in started before could race the sign-out.
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    await signInThroughForm(page, support.email, support.password);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.goto('/?tab=workers&workertab=authorised');
    await card.getByRole('button', { name: 'Remove', exact: true }).waitFor();
    await page.getByRole('tab', { name: /^Left/ }).click();
    await leftCard.getByRole('button', { name: 'Delete', exact: true }).waitFor();
  });
});
