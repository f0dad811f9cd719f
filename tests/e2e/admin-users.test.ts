import { describe, it } from 'vitest';
import { apiAs, ADMIN, signInThroughForm, useJourney } from './support/journey.ts';

const j = useJourney();

describe('admin: access requests and user management', () => {
  it('approves a request, then creates, edits, deletes and recovers a user', async () => {
    await fetch(`${j.server.url}/api/access-requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Omar', lastName: 'Quinn', email: 'omar.quinn@example.test' }),
    });
    const page = await j.newPage();
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Logout' }).waitFor();

    // Approve the visitor's request.
    await page.goto('/admin');
    await page.getByText('Admin Control Panel').first().waitFor();
    for (const card of ['Total Users', 'Pending Requests', 'Approved Today', 'Active Admins'])
      await page.getByText(card).first().waitFor();
    await page
      .getByRole('row', { name: 'Omar Quinn', exact: true })
      .getByRole('button', { name: 'Approve', exact: true })
      .click();
    const approve = page.getByRole('dialog');
    await approve.getByLabel('Access Level').click();
    await page.getByRole('option', { name: /^Support/ }).click();
    await approve.getByLabel('Initial Password').fill('Welcome-Omar1');
    await approve.getByRole('button', { name: /approve/i }).click();
    await page.getByText('Access request approved successfully').waitFor();

    // Create a user.
    await page.goto('/admin-dashboard');
    await page.getByRole('button', { name: 'Create User' }).click();
    const create = page.getByRole('dialog');
    await create.getByLabel('Email').fill('new.starter@example.test');
    await create.getByLabel('First Name').fill('Nina');
    await create.getByLabel('Last Name').fill('Starter');
    await create.getByLabel('Password').fill('Starter-Pass1');
    await create.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Finance' }).click();
    await create.getByRole('button', { name: 'Create User' }).click();
    await page.getByText('User created successfully').waitFor();
    await page.getByText('new.starter@example.test').waitFor();
    await page.getByText('omar.quinn@example.test').waitFor();

    // Edit it.
    await page
      .getByRole('row', { name: 'Nina Starter', exact: true })
      .getByRole('button', { name: 'Edit', exact: true })
      .click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel('Last Name').fill('Senior');
    await edit.getByRole('button', { name: /save/i }).click();
    await page.getByText('User updated successfully').waitFor();
    await page.getByText('Nina Senior').waitFor();

    // Delete it: it moves to Deleted Users.
    await page
      .getByRole('row', { name: 'Nina Senior', exact: true })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /delete/i })
      .click();
    await page.getByText('User deleted successfully').waitFor();

    // Recover it.
    await page.getByRole('tab', { name: 'Deleted Users' }).click();
    await page
      .getByRole('row', { name: 'Nina Senior', exact: true })
      .getByRole('button', { name: 'Recover', exact: true })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /recover/i })
      .click();
    await page.getByText('User recovered successfully').waitFor();

    const asAdmin = await apiAs(j.server.url);
    const users = await asAdmin<{ email: string; lastName: string }[]>('GET', '/api/admin/users');
    if (!users.some((u) => u.email === 'new.starter@example.test' && u.lastName === 'Senior'))
      throw new Error('recovered user missing');
    if (!users.some((u) => u.email === 'omar.quinn@example.test')) throw new Error('approved user missing');
  });
});
