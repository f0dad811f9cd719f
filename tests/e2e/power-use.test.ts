import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencyPaths } from '../../src/shared/api/agencies.ts';
import { payrollCompanyPaths } from '../../src/shared/api/payroll-companies.ts';
import { ticketPaths } from '../../src/shared/api/tickets.ts';
import { workerPaths } from '../../src/shared/api/workers.ts';
import { apiAs, ADMIN, expectAccessible, signInThroughForm, useJourney } from './support/journey.ts';
import { readyUser, type ReadyUser } from './support/users.ts';
import { completeWorker, journeyPerson } from './support/workers.ts';

/** Power use (docs/domain.md, "Saved views", "Bulk actions", "My work"): the office's all-day tools. */
const j = useJourney();
let support: ReadyUser;
let agencyId: number;
const tickets: { id: number; ticketNumber: string }[] = [];

beforeAll(async () => {
  const asAdmin = await apiAs(j.server.url);
  agencyId = (
    await asAdmin<{ id: number }>('POST', agencyPaths.list.build(), {
      name: 'Quayside Staffing',
      contactName: 'Quinn Quay',
      city: 'Hull',
      postalCode: 'HU1 1AA',
    })
  ).id;
  const company = await asAdmin<{ id: number }>('POST', payrollCompanyPaths.list.build(), {
    name: 'Quayside Payroll Ltd',
  });
  // Created by an admin without a right-to-work check, so they wait in Pending.
  for (const [first, last, ni] of [
    ['Petra', 'Pattinson', 'AB123401C'],
    ['Paul', 'Pattinson', 'AB123402C'],
    ['Rita', 'Rowe', 'AB123403C'],
  ] as const)
    await asAdmin(
      'POST',
      workerPaths.list.build(),
      completeWorker(journeyPerson(first, last, ni), agencyId, company.id),
    );
  for (let i = 1; i <= 30; i += 1)
    tickets.push(
      await asAdmin<{ id: number; ticketNumber: string }>('POST', ticketPaths.manual.build(), {
        source: 'agency',
        sourceId: agencyId,
        contactPerson: 'Quinn Quay',
        notes: `Timesheet query ${i}`,
      }),
    );
  support = await readyUser(j.server.url, {
    email: 'sally.support@example.test',
    firstName: 'Sally',
    lastName: 'Support',
    role: 'support',
  });
});

async function signIn(email = ADMIN.email, password = ADMIN.password): Promise<Page> {
  const page = await j.newPage();
  await signInThroughForm(page, email, password);
  await page.getByRole('button', { name: 'Logout' }).waitFor();
  return page;
}

const savedViews = (page: Page) => page.getByRole('navigation', { name: 'Saved views' });

describe('saved views', () => {
  it('saves the list as a shared view, keeps it over a reload, and opens it again by its address', async () => {
    const page = await signIn();
    await page.goto('/?tab=workers');
    await page.getByRole('heading', { name: 'Worker Management', level: 1 }).waitFor();
    await page.getByRole('tab', { name: /^Pending/ }).click();
    await page.getByLabel('Search workers').fill('pattinson');
    await page.getByRole('tab', { name: 'Pending (2)' }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('pattinson');
    // The table without the NI Number column: a view keeps the columns too.
    await page.getByText('Table', { exact: true }).click();
    await page.getByRole('button', { name: 'Columns (8)' }).click();
    await page.getByRole('checkbox', { name: 'NI Number' }).uncheck();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Columns (7)' }).waitFor();

    await savedViews(page).getByRole('button', { name: 'Save view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await dialog.getByLabel('View name').fill('Pending Pattinsons');
    await dialog.getByLabel('Share with everyone').check();
    await expectAccessible(page, 'save view dialog');
    await dialog.getByRole('button', { name: 'Save view' }).click();
    const view = savedViews(page).getByRole('link', { name: 'Pending Pattinsons (2)' });
    await view.waitFor();
    expect(await view.getAttribute('aria-current')).toBe('page');
    const address = await view.getAttribute('href');
    expect(address).toBe(
      '/workers?workertab=pending&q=pattinson&view=table&cols=status%2Ccompletion%2Cagency%2Cstart%2Cborn%2Cplace%2Ccontact',
    );

    await page.reload();
    await savedViews(page).getByRole('link', { name: 'Pending Pattinsons (2)' }).waitFor();

    // Sent to a colleague: the address alone opens the same list, and the shared view is theirs to use too.
    const colleague = await signIn(support.email, support.password);
    await colleague.goto(address!);
    await colleague.getByRole('tab', { name: 'Pending (2)', selected: true }).waitFor();
    expect(await colleague.getByLabel('Search workers').inputValue()).toBe('pattinson');
    const table = colleague.getByRole('table', { name: 'Workers' });
    await table.getByRole('row', { name: /Petra Pattinson/ }).waitFor();
    expect(await table.getByRole('columnheader', { name: 'Email / Phone' }).count()).toBe(1);
    expect(await table.getByRole('columnheader', { name: 'NI Number' }).count()).toBe(0);
    const shared = savedViews(colleague).getByRole('link', { name: 'Pending Pattinsons (2)' });
    await shared.waitFor();
    expect(await shared.getAttribute('aria-current')).toBe('page');
    await expectAccessible(colleague, 'a shared view opened by its address');
  });
});

describe('bulk actions', () => {
  it('closes 30 tickets after saying how many, and undoes it', async () => {
    const page = await signIn();
    await page.goto('/tickets?pageSize=50');
    await page.getByRole('tab', { name: 'Open (30)' }).waitFor();
    await page.getByLabel('Select all on this page').check();
    await page.getByText('30 tickets selected').waitFor();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Close tickets' });
    await confirm.getByText('Close 30 tickets?').waitFor();
    await expectAccessible(page, 'bulk close confirmation');
    await confirm.getByRole('button', { name: 'Close tickets' }).click();
    const result = page.getByRole('status').filter({ hasText: '30 closed' });
    await result.waitFor();
    await page.getByRole('tab', { name: 'Open (0)' }).waitFor();
    await page.getByRole('tab', { name: 'Archive (30)' }).waitFor();

    await result.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('status').filter({ hasText: '30 put back' }).waitFor();
    await page.getByRole('tab', { name: 'Open (30)' }).waitFor();
    await page.getByRole('article', { name: tickets[0]!.ticketNumber }).waitFor();
  });
});

describe('My Work', () => {
  it('shows a ticket assigned to me and opens it', async () => {
    const asSupport = await apiAs(j.server.url, { email: support.email, password: support.password });
    const mine = tickets[4]!;
    await asSupport('PATCH', ticketPaths.one.build({ id: mine.id }), { assignedTo: support.id });
    const page = await signIn(support.email, support.password);
    await page.getByRole('link', { name: 'My Work' }).click();
    await page.getByRole('heading', { name: 'My Work', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'What waits for me' });
    const link = table.getByRole('link', { name: `${mine.ticketNumber} Quayside Staffing` });
    await link.waitFor();
    await expect
      .poll(() => page.getByRole('region', { name: 'My open tickets' }).textContent())
      .toContain('My open tickets1');
    await expectAccessible(page, 'my work');
    await link.click();
    await page.getByRole('heading', { name: 'Ticket Management', level: 1 }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('ticket')).toBe(String(mine.id));
    await page.getByRole('article', { name: mine.ticketNumber }).first().waitFor();
  });
});
