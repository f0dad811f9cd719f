import { describe, expect, it } from 'vitest';
import { apiAs, ADMIN, signInThroughForm, useJourney } from './support/journey.ts';
import { readyUser } from './support/users.ts';
import { choose, completeWorker, toastSays, addAuthorisedWorker } from './support/workers.ts';

const j = useJourney();

/** Issue 9 item 5; the complete-pending toast is checked in the workers journey, where a worker is completed. */
describe('honest messages', () => {
  it('a communication log that raised a ticket shows the ticket number, then and after a reload', async () => {
    const asAdmin = await apiAs(j.server.url);
    const agency = await asAdmin<{ id: number }>('POST', '/api/agencies', {
      name: 'MESSAGES AGENCY',
      contactName: 'Ann Agent',
      city: 'York',
      postalCode: 'YO1 7HH',
    });
    const payroll = await asAdmin<{ id: number }>('POST', '/api/payroll-companies', { name: 'Messages Payroll Ltd' });
    await addAuthorisedWorker(
      asAdmin,
      completeWorker(
        {
          title: 'MS',
          firstName: 'Tia',
          lastName: 'Ticketed',
          gender: 'FEMALE',
          maritalStatus: 'SINGLE',
          nationality: 'BRITISH',
          dateOfBirth: '1992-07-08',
          email: 'tia.ticketed@example.test',
          phone: '07700900789',
          addressLine1: '2 Stonegate',
          city: 'York',
          county: 'North Yorkshire',
          postCode: 'YO1 8AS',
          niNumber: 'AB765432C',
          workStartDate: '2024-05-06',
        },
        agency.id,
        payroll.id,
      ),
    );

    const page = await j.newPage();
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.goto('/?tab=workers&workertab=authorised');
    const card = page.getByRole('article', { name: 'Tia Ticketed' });
    await card.getByRole('button', { name: 'View Details', exact: true }).click();
    await card.getByRole('tab', { name: 'Communication' }).click();

    const form = card.getByRole('form', { name: 'Log communication' });
    await form.getByLabel('Contact Person').fill('Tia Ticketed');
    await choose(page, form, 'Method', 'Phone');
    await choose(page, form, 'Outcome', 'Raise Ticket');
    await form.getByLabel('Notes').fill('Payslip shows the wrong tax code');
    await form.getByRole('button', { name: 'Add Log' }).click();
    await toastSays(page, 'Ticket TKT-00001 raised');
    const log = card.getByRole('listitem').filter({ hasText: 'Payslip shows the wrong tax code' });
    await log.getByText('Ticket TKT-00001').waitFor();

    // The number is the log's, not only the toast's: it is there when the list is read again.
    await page.reload();
    await card.getByRole('button', { name: 'View Details', exact: true }).click();
    await card.getByRole('tab', { name: 'Communication' }).click();
    await card
      .getByRole('listitem')
      .filter({ hasText: 'Payslip shows the wrong tax code' })
      .getByText('Ticket TKT-00001')
      .waitFor();
  });

  it("a non-admin at /admin reads 'You don't have permission to access the admin section.'", async () => {
    const support = await readyUser(j.server.url, {
      email: 'sam.support@example.test',
      firstName: 'Sam',
      lastName: 'Support',
      role: 'support',
    });
    const page = await j.newPage();
    await signInThroughForm(page, support.email, support.password);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    for (const path of ['/admin', '/admin-dashboard']) {
      await page.goto(path);
      await page.getByRole('alert').getByText("You don't have permission to access the admin section.").waitFor();
      expect(await page.getByText('You do not have permission to view this page.', { exact: false }).count()).toBe(0);
    }
  });
});
