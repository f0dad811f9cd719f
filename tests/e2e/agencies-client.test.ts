import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, ADMIN, expectAccessible, signInThroughForm, useJourney } from './support/journey.ts';
import { readyUser, type ReadyUser } from './support/users.ts';
import { choose, toastSays } from './support/workers.ts';

const j = useJourney();
let alpha: { id: number };
let bravo: { id: number };
let client: ReadyUser;

const towns = ['Leeds', 'York', 'Hull', 'Bath', 'Ely', 'Derby', 'Wells', 'Ripon', 'Truro', 'Exeter', 'Durham'];

/** 13 agencies: Alpha (the client's), Bravo, and 11 more: one page of 20, three pages of 5. */
beforeAll(async () => {
  const asAdmin = await apiAs(j.server.url);
  const make = (name: string, city: string) =>
    asAdmin<{ id: number }>('POST', '/api/agencies', { name, contactName: 'Pat Contact', city, postalCode: 'LS1 4AP' });
  alpha = await make('Alpha Recruit', 'York');
  bravo = await make('Bravo Temps', 'Hull');
  for (const [i, town] of towns.entries()) await make(`Agency ${String(i + 1).padStart(2, '0')}`, town);
  client = await readyUser(j.server.url, {
    email: 'cara.client@example.test',
    firstName: 'Cara',
    lastName: 'Client',
    role: 'client',
    agencyId: alpha.id,
  });
});

async function signIn(email: string, password: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await j.newPage(viewport ? { viewport } : undefined);
  await signInThroughForm(page, email, password);
  // On a phone the header's Menu holds Logout.
  await page.getByRole('button', { name: viewport ? 'Menu' : 'Logout', exact: true }).waitFor();
  return page;
}

const showing = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

describe('agency list paging, the detail dialog and a client user', () => {
  it('shows 20 a page by default; pages with jump to page and sizes, kept in the address; opens the detail dialog', async () => {
    const page = await signIn(ADMIN.email, ADMIN.password);
    await page.goto('/agencies');
    await showing(page, 'Showing 1 to 13 of 13 agencies');
    expect(await page.getByRole('combobox', { name: 'Per page' }).inputValue()).toBe('20');
    expect(await page.getByRole('article').count()).toBe(13);
    await page.getByRole('combobox', { name: 'Per page' }).click();
    await page.getByRole('option', { name: '5', exact: true }).click();
    await page.waitForURL(/[?&]pageSize=5/);
    await showing(page, 'Showing 1 to 5 of 13 agencies');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    expect(await pages.getByRole('button').allInnerTexts()).toEqual(['Previous', '1', '2', '3', 'Next']);
    // Alphabetical by name.
    expect(await page.getByRole('article').first().getAttribute('aria-label')).toBe('AGENCY 01');
    await page.getByRole('textbox', { name: 'Jump to page' }).fill('3');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await page.waitForURL(/[?&]page=3/);
    await showing(page, 'Showing 11 to 13 of 13 agencies');
    await page.reload();
    await showing(page, 'Showing 11 to 13 of 13 agencies');
    await page.goBack();
    await showing(page, 'Showing 1 to 5 of 13 agencies');

    await page.getByRole('combobox', { name: 'Per page' }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await page.waitForURL(/[?&]pageSize=10/);
    await showing(page, 'Showing 1 to 10 of 13 agencies');
    await page.getByRole('searchbox', { name: 'Search agencies' }).fill('hull');
    await page.waitForURL(/[?&]q=hull/);
    await showing(page, 'Showing 1 to 2 of 2 agencies');
    await page.getByRole('searchbox', { name: 'Search agencies' }).fill('nowhere at all');
    await page.getByText('No agencies found', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Archived Agencies' }).click();
    await page.getByText('No archived agencies found', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Active Agencies' }).click();
    await page.getByRole('searchbox', { name: 'Search agencies' }).fill('bravo');
    await showing(page, 'Showing 1 to 1 of 1 agencies');

    // The detail dialog: seven tabs; the opening itself is in Activity.
    await page.getByRole('article', { name: 'BRAVO TEMPS' }).getByRole('button', { name: 'Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'BRAVO TEMPS' });
    await dialog.getByRole('tab', { name: 'Information' }).waitFor();
    const tabs = await dialog.getByRole('tab').allInnerTexts();
    expect(tabs).toEqual([
      'Information',
      'Contacts (0)',
      'Workers (0)',
      'Communication (0)',
      'Comments (0)',
      'Payroll',
      'Activity',
    ]);
    await dialog.getByText('Pat Contact', { exact: true }).waitFor();
    await expectAccessible(page, 'agency detail dialog');
    await dialog.getByRole('tab', { name: 'Activity' }).click();
    await dialog.getByRole('table', { name: 'Activity' }).getByRole('cell', { name: 'Admin' }).first().waitFor();
    await dialog.getByRole('tab', { name: /^Communication/ }).click();
    // The filter asks the server for that period (docs/domain.md, Agencies).
    await Promise.all([
      page.waitForRequest((r) => /\/api\/agencies\/\d+\/enhanced\?.*period=today/.test(r.url())),
      dialog.getByText('Today', { exact: true }).click(),
    ]);
    expect(await dialog.getByRole('radio', { name: 'Today' }).isChecked()).toBe(true);
    await dialog.getByText('No communications logged for this agency', { exact: true }).waitFor();
    // The dialog's form needs only contact person and method (docs/domain.md, Agencies).
    const form = dialog.getByRole('form', { name: 'Log communication' });
    await form.getByRole('button', { name: 'Log Communication' }).click();
    await form.getByText('Please fill in all required fields').first().waitFor();
    await form.getByRole('textbox', { name: 'Contact Person' }).fill('Bo Bravo');
    await choose(page, form, 'Method', 'Email');
    await form.getByRole('button', { name: 'Log Communication' }).click();
    await toastSays(page, 'Communication logged successfully');
    await dialog.getByRole('list', { name: 'Communications' }).getByText('Bo Bravo', { exact: true }).waitFor();
    await dialog.getByRole('tab', { name: 'Communication (1)' }).waitFor();
    await expectAccessible(page, 'agency detail dialog: communication');
  });

  it('shows a client user only its own agency, without admin or staff controls, also on a phone', async () => {
    const page = await signIn(client.email, client.password, { width: 390, height: 844 });
    await page.goto('/?tab=agencies');
    await page.getByRole('article', { name: 'ALPHA RECRUIT' }).waitFor();
    await showing(page, 'Showing 1 to 1 of 1 agencies');
    expect(await page.getByRole('article').count()).toBe(1);
    for (const name of ['Add Agency', 'Import CSV', 'Archive'])
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'Archived Agencies' }).count()).toBe(0);
    await expectAccessible(page, 'client: agency list on a phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(391);

    const card = page.getByRole('article', { name: 'ALPHA RECRUIT' });
    await card.getByRole('button', { name: 'View Profile' }).click();
    expect(await card.getByRole('textbox', { name: 'Agency Name' }).getAttribute('readonly')).not.toBeNull();
    await card.getByRole('tab', { name: 'Contacts' }).click();
    await card.getByText('No contacts added yet').waitFor();
    expect(await card.getByRole('button', { name: 'Add Contact' }).count()).toBe(0);
    await expectAccessible(page, 'client: profile panel');

    await page.goto(`/agency/${bravo.id}`);
    await page.getByRole('heading', { name: 'Agency Not Found' }).waitFor();
    await page.goto(`/agency/${alpha.id}`);
    await page.getByRole('heading', { name: 'ALPHA RECRUIT', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add Comment' }).waitFor();
    for (const name of ['Edit', 'Archive', 'Unarchive'])
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    await expectAccessible(page, 'client: agency detail page');
  });

  it("says 'Error Loading Agency' once loading the detail has failed three times, 1 second apart", async () => {
    const page = await signIn(ADMIN.email, ADMIN.password);
    await page.goto('/agencies?q=agency%2011');
    const card = page.getByRole('article', { name: 'AGENCY 11' });
    await card.waitFor();
    // The agency goes while its card is on screen: the server stops, the row is removed, it starts again.
    await j.server.restartAfter("DELETE FROM agencies WHERE name = 'AGENCY 11'");
    const loads: number[] = [];
    page.on('request', (r) => {
      if (/\/api\/agencies\/\d+\/enhanced/.test(r.url())) loads.push(Date.now());
    });
    await card.getByRole('button', { name: 'Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Error Loading Agency' });
    await dialog.getByRole('button', { name: 'Refresh Page' }).waitFor();
    expect(loads).toHaveLength(3);
    expect(loads[1]! - loads[0]!).toBeGreaterThanOrEqual(900);
    expect(loads[2]! - loads[1]!).toBeGreaterThanOrEqual(900);
    await expectAccessible(page, 'error loading agency');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('lets an admin archive an agency from its card on the Active tab, after confirming', async () => {
    const page = await signIn(ADMIN.email, ADMIN.password);
    await page.goto('/agencies?q=agency%2010');
    const card = page.getByRole('article', { name: 'AGENCY 10' });
    await card.getByRole('button', { name: 'Archive', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Archive Agency' });
    await confirm.getByText('Archive AGENCY 10?', { exact: true }).waitFor();
    await confirm
      .getByText('It moves to Archived Agencies, where an admin can unarchive it.', { exact: true })
      .waitFor();
    await expectAccessible(page, 'archive agency confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await card.waitFor();

    await card.getByRole('button', { name: 'Archive', exact: true }).click();
    await confirm.getByRole('button', { name: 'Archive', exact: true }).click();
    await toastSays(page, 'Agency archived successfully');
    await page.getByText('No agencies found', { exact: true }).waitFor();
    const asAdmin = await apiAs(j.server.url);
    const archived = await asAdmin<{ name: string }[]>('GET', '/api/agencies/archived');
    expect(archived.map((a) => a.name)).toEqual(['AGENCY 10']);

    await page.getByRole('tab', { name: 'Archived Agencies' }).click();
    await page.getByRole('article', { name: 'AGENCY 10' }).waitFor();
    expect(await page.getByRole('button', { name: 'Archive', exact: true }).count()).toBe(0);
  });
});
