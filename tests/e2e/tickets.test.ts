import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, ADMIN, expectAccessible, signInThroughForm, useJourney } from './support/journey.ts';
import { readyUser, type ReadyUser } from './support/users.ts';
import { choose, completeWorker, toastSays, addAuthorisedWorker } from './support/workers.ts';

const j = useJourney();
let client: ReadyUser;

const wendy = {
  title: 'MS',
  firstName: 'Wendy',
  lastName: 'Worker',
  gender: 'FEMALE',
  maritalStatus: 'SINGLE',
  nationality: 'BRITISH',
  dateOfBirth: '1990-03-14',
  email: 'wendy.worker@example.test',
  phone: '07700900222',
  addressLine1: '3 Quay Street',
  city: 'Bristol',
  county: 'Bristol',
  postCode: 'BS1 4DJ',
  niNumber: 'AB123457C',
  workStartDate: '2025-03-03',
};

/**
 * An agency with a contact, an authorised worker, a client user of the agency, and TKT-00001: a
 * manual ticket about the agency made overdue on the stored data (a due date typed by hand may
 * not be in the past, so time is moved as a restart would find it).
 */
beforeAll(async () => {
  const asAdmin = await apiAs(j.server.url);
  const agency = await asAdmin<{ id: number }>('POST', '/api/agencies', {
    name: 'Harbour Staffing',
    contactName: 'Hannah Harbour',
    city: 'Bristol',
    postalCode: 'BS1 1AA',
  });
  await asAdmin('POST', `/api/agencies/${agency.id}/contacts`, { name: 'Hannah Harbour' });
  await asAdmin('POST', `/api/agencies/${agency.id}/contacts`, { name: 'Otto Office' });
  const company = await asAdmin<{ id: number }>('POST', '/api/payroll-companies', { name: 'Harbour Payroll Ltd' });
  await addAuthorisedWorker(asAdmin, completeWorker(wendy, agency.id, company.id));
  const late = await asAdmin<{ id: number; ticketNumber: string }>('POST', '/api/tickets/manual', {
    source: 'agency',
    sourceId: agency.id,
    contactPerson: 'Hannah Harbour',
    notes: 'Invoice query nobody answered',
  });
  expect(late.ticketNumber).toBe('TKT-00001');
  client = await readyUser(j.server.url, {
    email: 'carl.client@example.test',
    firstName: 'Carl',
    lastName: 'Client',
    role: 'client',
    agencyId: agency.id,
  });
  await j.server.restartAfter(
    `update tickets set created_at = now() - interval '3 days', due_date = now() - interval '2 days' where id = ${late.id}`,
  );
});

async function signIn(email = ADMIN.email, password = ADMIN.password): Promise<Page> {
  const page = await j.newPage();
  await signInThroughForm(page, email, password);
  await page.getByRole('button', { name: 'Logout' }).waitFor();
  return page;
}

const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });
const ticketCard = (page: Page, number: string) => page.getByRole('article', { name: number });
const badge = (card: Locator, text: string) => card.locator('.mantine-Badge-root').filter({ hasText: text });

describe('tickets', () => {
  it('a log raises a ticket; claim, comment, close and reopen it', async () => {
    const page = await signIn();
    await page.goto('/?tab=tickets');
    await page.getByRole('heading', { name: 'Ticket Management', level: 1 }).waitFor();
    await tab(page, /^Open \(1\)$/).waitFor();
    await tab(page, /^Archive/).click();
    await page.getByText('No tickets found', { exact: true }).waitFor();
    await page.getByText('Closed tickets appear here.', { exact: true }).waitFor();
    await expectAccessible(page, 'tickets: empty archive');

    // Worker profile > Communication: outcome Raise Ticket opens a ticket, and the queue refreshes.
    await page.getByRole('tab', { name: 'Workers', exact: true }).click();
    const worker = page.getByRole('article', { name: 'Wendy Worker' });
    await worker.getByRole('button', { name: 'View Details' }).click();
    const profile = worker.getByRole('region', { name: 'Profile of Wendy Worker' });
    await profile.getByRole('tab', { name: 'Communication' }).click();
    const log = profile.getByRole('form', { name: 'Log communication' });
    await log.getByRole('textbox', { name: 'Contact Person' }).fill('Sam Supervisor');
    await choose(page, log, 'Method', 'Phone');
    await choose(page, log, 'Outcome', 'Raise Ticket');
    await log.getByRole('textbox', { name: 'Notes' }).fill('Asked about holiday pay.');
    await log.getByRole('button', { name: 'Add Log' }).click();
    await toastSays(page, 'Ticket TKT-00002 raised');

    await page.getByRole('tab', { name: 'Tickets', exact: true }).click();
    await tab(page, /^Archive \(0\)$/).waitFor();
    await tab(page, /^Open \(2\)$/).click();
    const card = ticketCard(page, 'TKT-00002');
    await card.getByText('Wendy Worker').waitFor();
    await card.getByText('Sam Supervisor', { exact: true }).waitFor();
    await card.getByText('Asked about holiday pay.', { exact: true }).waitFor();
    await card.getByText('Unassigned', { exact: true }).waitFor();
    await badge(card, 'Open').waitFor();
    await expectAccessible(page, 'tickets: open');

    // Claim: the ticket moves to Pending, In Progress.
    await card.getByRole('button', { name: 'Claim' }).click();
    await toastSays(page, 'Ticket updated successfully');
    await card.waitFor({ state: 'detached' });
    await tab(page, /^Pending \(1\)$/).click();
    await badge(card, 'In Progress').waitFor();
    expect(await badge(card, 'In Progress').getAttribute('data-highlighted')).toBe('false');
    expect(await card.getByRole('button', { name: 'Claim' }).count()).toBe(0);

    // A comment: blank text cannot be sent; a real one highlights the badge.
    await card.getByRole('button', { name: 'Comments (0)' }).click();
    await card.getByText('No comments yet', { exact: true }).waitFor();
    const comment = card.getByRole('textbox', { name: 'Add a comment' });
    const addComment = card.getByRole('button', { name: 'Add Comment' });
    await comment.fill('   ');
    expect(await addComment.isDisabled()).toBe(true);
    await comment.fill('Called back, waiting for the payslip.');
    await addComment.click();
    await toastSays(page, 'Comment added successfully');
    await card.getByRole('listitem').filter({ hasText: 'Called back, waiting for the payslip.' }).waitFor();
    await card.getByRole('button', { name: 'Comments (1)' }).waitFor();
    await card.locator('.mantine-Badge-root[data-highlighted="true"]').filter({ hasText: 'In Progress' }).waitFor();
    expect(await comment.inputValue()).toBe('');
    await expectAccessible(page, 'tickets: pending with a comment');

    // Close Ticket: in Archive as Closed, its comments closed too.
    await card.getByRole('button', { name: 'Close Ticket' }).click();
    await toastSays(page, 'Ticket updated successfully');
    await card.waitFor({ state: 'detached' });
    await tab(page, /^Archive \(1\)$/).click();
    await badge(card, 'Closed').waitFor();
    expect(await card.getByRole('button', { name: 'Close Ticket' }).count()).toBe(0);
    await card.getByRole('button', { name: 'Comments (1)' }).click();
    await card.getByText('Comments are disabled for archived tickets', { exact: true }).waitFor();
    expect(await card.getByRole('textbox', { name: 'Add a comment' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'tickets: archive');

    // Reopen keeps the assignee (docs/domain.md), so it is back in Pending, In Progress.
    await card.getByRole('button', { name: 'Reopen' }).click();
    await toastSays(page, 'Ticket updated successfully');
    await card.waitFor({ state: 'detached' });
    await page.getByText('No tickets found', { exact: true }).waitFor();
    await tab(page, /^Pending \(1\)$/).click();
    await badge(card, 'In Progress').waitFor();
  });

  it('creates a manual ticket for an agency contact', async () => {
    const page = await signIn();
    await page.goto('/tickets');
    await page.getByRole('button', { name: 'Create Manual Ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Manual Ticket' });
    await dialog.getByRole('button', { name: 'Create Ticket' }).click();
    await dialog.getByText('Please fill in all required fields').first().waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Communication Method' }).inputValue()).toBe('Email');
    expect(await dialog.getByRole('combobox', { name: 'Expected Outcome' }).inputValue()).toBe('Follow up needed');
    expect(await dialog.getByRole('combobox', { name: 'Priority' }).inputValue()).toBe('Medium');
    expect(await dialog.getByRole('combobox', { name: 'Category' }).inputValue()).toBe('General');
    await expectAccessible(page, 'create manual ticket: errors');

    // A worker source: the contact person is the worker, locked.
    await choose(page, dialog, 'Source', 'Worker');
    await choose(page, dialog, 'Worker', 'Wendy Worker', 'Wendy');
    const contact = dialog.getByRole('textbox', { name: 'Contact Person' });
    expect(await contact.inputValue()).toBe('Wendy Worker');
    expect(await contact.getAttribute('readonly')).not.toBeNull();

    // An agency source: the contact person is one of the agency's contacts.
    await choose(page, dialog, 'Source', 'Agency');
    await choose(page, dialog, 'Agency', 'HARBOUR STAFFING', 'harb');
    await choose(page, dialog, 'Contact Person', 'Otto Office');
    await choose(page, dialog, 'Priority', 'High');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Needs the new rate card.');
    await expectAccessible(page, 'create manual ticket: filled');
    await dialog.getByRole('button', { name: 'Create Ticket' }).click();
    await toastSays(page, 'Manual ticket created successfully');
    await dialog.waitFor({ state: 'detached' });

    const card = page.getByRole('article').filter({ hasText: 'Needs the new rate card.' });
    await card.getByText('HARBOUR STAFFING (manual)').waitFor();
    expect(await card.getAttribute('aria-label')).toMatch(/^TKT-\d{5}$/);
    await card.getByText('Otto Office', { exact: true }).waitFor();
    await card.getByText('Needs the new rate card.', { exact: true }).waitFor();
    await badge(card, 'High').waitFor();
  });

  it('filters to overdue tickets and clears the filter', async () => {
    const page = await signIn();
    await page.goto('/tickets');
    await page.getByText(/^Showing 1 to \d of \d tickets$/).waitFor();
    // The box follows the address, which React updates in a transition: click, then wait for its effect.
    await page.getByRole('checkbox', { name: 'Overdue only' }).click();
    await page.waitForURL(/[?&]overdue=true/);
    await page.getByRole('button', { name: 'Clear filters (1)' }).waitFor();
    await page.getByText('Showing 1 to 1 of 1 tickets', { exact: true }).waitFor();
    const card = ticketCard(page, 'TKT-00001');
    await badge(card, 'Overdue').waitFor();
    await card.getByText('Invoice query nobody answered', { exact: true }).waitFor();
    await expectAccessible(page, 'tickets: overdue only');

    await page.getByRole('button', { name: 'Clear filters (1)' }).click();
    expect(await page.getByRole('button', { name: 'Clear filters', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Overdue only' }).isChecked()).toBe(false);
    await page.getByText(/^Showing 1 to [2-9] of [2-9] tickets$/).waitFor();
  });

  it('a client user sees its agency tickets but cannot claim, close or reopen', async () => {
    const page = await signIn(client.email, client.password);
    await page.goto('/tickets');
    const card = ticketCard(page, 'TKT-00001');
    await badge(card, 'Open').waitFor();
    await card.getByRole('button', { name: 'Comments (0)' }).waitFor();
    expect(await page.getByRole('button', { name: 'Claim' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Close Ticket' }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Assignee' }).count()).toBe(0);
  });
});
