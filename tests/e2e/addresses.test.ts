import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, ADMIN, signInThroughForm, useJourney } from './support/journey.ts';
import { readyUser, type ReadyUser } from './support/users.ts';
import { completeWorker, journeyPerson, addAuthorisedWorker } from './support/workers.ts';

const j = useJourney();
let alpha: { id: number };
let alphaWorker: { id: number };
let bravoWorker: { id: number };
let client: ReadyUser;

beforeAll(async () => {
  const asAdmin = await apiAs(j.server.url);
  const agency = (name: string) =>
    asAdmin<{ id: number }>('POST', '/api/agencies', {
      name,
      contactName: 'Pat Contact',
      city: 'Leeds',
      postalCode: 'LS1 4AP',
    });
  alpha = await agency('Alpha Addresses');
  const bravo = await agency('Bravo Addresses');
  const company = await asAdmin<{ id: number }>('POST', '/api/payroll-companies', { name: 'Address Payroll Ltd' });
  alphaWorker = await addAuthorisedWorker(
    asAdmin,
    completeWorker(journeyPerson('Alma', 'Address', 'AB123456A'), alpha.id, company.id),
  );
  bravoWorker = await addAuthorisedWorker(
    asAdmin,
    completeWorker(journeyPerson('Bram', 'Address', 'AB123456B'), bravo.id, company.id),
  );
  client = await readyUser(j.server.url, {
    email: 'cleo.client@example.test',
    firstName: 'Cleo',
    lastName: 'Client',
    role: 'client',
    agencyId: alpha.id,
  });
});

async function signedIn(email = ADMIN.email, password = ADMIN.password): Promise<Page> {
  const page = await j.newPage();
  await signInThroughForm(page, email, password);
  await page.getByRole('button', { name: 'Logout' }).waitFor();
  return page;
}

describe('addresses that work', () => {
  it('a deep link opened signed out lands on the page asked for after signing in', async () => {
    const page = await j.newPage();
    await page.goto(`/agency/${alpha.id}`);
    await page.getByRole('heading', { name: 'Please sign in' }).waitFor();
    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === `/agency/${alpha.id}`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/agency/${alpha.id}`);
    await page.getByRole('heading', { name: 'Alpha Addresses', level: 1 }).waitFor();
  });

  it('/reports, /workers, /dashboard, /tickets, /payroll and /agencies show the main tab bar on their tab', async () => {
    const page = await signedIn();
    const addresses = [
      ['/reports', 'Reports'],
      ['/workers', 'Workers'],
      ['/dashboard', 'Dashboard'],
      ['/tickets', 'Tickets'],
      ['/payroll', 'Payroll'],
      ['/agencies', 'Agencies'],
    ] as const;
    for (const [address, tab] of addresses) {
      await page.goto(address);
      await page.getByRole('tab', { name: tab, exact: true, selected: true }).waitFor();
      for (const other of addresses) await page.getByRole('tab', { name: other[1], exact: true }).waitFor();
      expect(new URL(page.url()).searchParams.get('tab'), address).toBe(tab.toLowerCase());
    }
    // The rest of the address is kept: a bookmarked list opens as it was.
    await page.goto('/workers?workertab=pending&q=zed');
    await page.getByRole('tab', { name: /^Pending/, selected: true }).waitFor();
    await page.getByRole('tab', { name: 'Workers', exact: true, selected: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('zed');
  });

  it("/workers/{id} opens that worker; an unknown id or another agency's worker is not found", async () => {
    const page = await signedIn();
    await page.goto(`/workers/${alphaWorker.id}`);
    await page.getByRole('heading', { name: 'Alma Address', level: 1 }).waitFor();
    const profile = page.getByRole('region', { name: 'Profile of Alma Address' });
    await profile.getByRole('tab', { name: 'Personal Details', selected: true }).waitFor();
    expect(await profile.getByRole('combobox', { name: 'Address Line 1' }).inputValue()).toBe('8 Mill Lane');
    await page.getByRole('link', { name: 'Back to Workers' }).click();
    await page.getByRole('tab', { name: 'Workers', exact: true, selected: true }).waitFor();

    await page.goto('/workers/999999');
    await page.getByRole('heading', { name: 'Worker Not Found', level: 1 }).waitFor();
    await page.getByText('This worker does not exist, or you do not have access to it.').waitFor();

    const asClient = await signedIn(client.email, client.password);
    await asClient.goto(`/workers/${bravoWorker.id}`);
    await asClient.getByRole('heading', { name: 'Worker Not Found', level: 1 }).waitFor();
    expect(await asClient.getByText('Bram Address').count()).toBe(0);
    await asClient.goto(`/workers/${alphaWorker.id}`);
    await asClient.getByRole('heading', { name: 'Alma Address', level: 1 }).waitFor();
  }, 60_000);
});

describe('autosave never loses an edit', () => {
  it('a note typed and the page reloaded within the 3 s wait is saved; leaving first asks', async () => {
    const asAdmin = await apiAs(j.server.url);
    const page = await signedIn();
    await page.goto(`/workers/${alphaWorker.id}`);
    const profile = page.getByRole('region', { name: 'Profile of Alma Address' });
    const notes = profile.getByRole('textbox', { name: 'Notes' });
    await notes.click();
    await notes.pressSequentially('Prefers early shifts');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(dialogs).toEqual(['beforeunload']);

    // The keepalive PATCH may land just after the new page asked for the worker: wait for it, then look again.
    await expect
      .poll(async () => (await asAdmin<{ notes: string | null }>('GET', `/api/workers/${alphaWorker.id}`)).notes, {
        timeout: 5000,
      })
      .toBe('Prefers early shifts');
    await page.reload();
    expect(
      await page
        .getByRole('region', { name: 'Profile of Alma Address' })
        .getByRole('textbox', { name: 'Notes' })
        .inputValue(),
    ).toBe('Prefers early shifts');
    // Nothing waits any more: leaving asks nothing.
    await page.reload();
    expect(dialogs).toEqual(['beforeunload']);
  }, 60_000);
});
