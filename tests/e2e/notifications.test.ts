import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, signInThroughForm, useJourney } from './support/journey.ts';
import { readyUser, type ReadyUser } from './support/users.ts';

/**
 * Notifications (docs/domain.md, "Notifications"): a ticket assigned by one user reaches the other
 * user's open page within 2 seconds through the live stream, without a reload; reading it lowers
 * the count, and the entry opens the ticket.
 */
const j = useJourney();
let sam: ReadyUser;
let ticket: { id: number; ticketNumber: string };

beforeAll(async () => {
  const asAdmin = await apiAs(j.server.url);
  const agency = await asAdmin<{ id: number }>('POST', '/api/agencies', {
    name: 'Bellweather Staffing',
    contactName: 'Bella Weather',
    city: 'York',
    postalCode: 'YO1 7HH',
  });
  ticket = await asAdmin('POST', '/api/tickets/manual', {
    source: 'agency',
    sourceId: agency.id,
    contactPerson: 'Bella Weather',
    notes: 'Timesheets for last week are missing',
  });
  sam = await readyUser(j.server.url, {
    email: 'sam.support@example.test',
    firstName: 'Sam',
    lastName: 'Support',
    role: 'support',
  });
});

describe('notifications', () => {
  it('a ticket assigned by an admin shows on the assignee’s open page within 2 s; reading it opens the ticket', async () => {
    const page = await j.newPage();
    await signInThroughForm(page, sam.email, sam.password);
    const bell = page.getByRole('button', { name: 'Notifications' });
    await bell.waitFor();
    await expect.poll(() => page.locator('#notifications-unread-count').count()).toBe(0);
    // Let the page open its live stream before the event it should hear.
    await page.waitForLoadState('networkidle');

    const asAdmin = await apiAs(j.server.url);
    await asAdmin('PATCH', `/api/tickets/${ticket.id}`, { assignedTo: sam.id });
    const assignedAt = Date.now();
    await page.locator('#notifications-unread-count', { hasText: '1 unread' }).waitFor({ timeout: 2000 });
    expect(Date.now() - assignedAt).toBeLessThan(2000);

    await bell.click();
    const entry = page.getByRole('button', { name: `Unread: Ticket ${ticket.ticketNumber} was assigned to you` });
    await entry.click();
    await page.getByRole('region', { name: 'Linked ticket' }).getByText(ticket.ticketNumber).waitFor();
    expect(new URL(page.url()).searchParams.get('ticket')).toBe(String(ticket.id));
    await expect.poll(() => page.locator('#notifications-unread-count').count()).toBe(0);

    await bell.click();
    await page.getByRole('button', { name: `Ticket ${ticket.ticketNumber} was assigned to you` }).waitFor();
    await page.keyboard.press('Escape');
  });
});
