import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE } from '../../src/shared/domain/date-range.ts';
import { apiAs, ADMIN, signInThroughForm, useJourney } from './support/journey.ts';
import { completeWorker, addAuthorisedWorker } from './support/workers.ts';

const j = useJourney();

const pad = (n: number) => String(n).padStart(2, '0');

/** 25 authorised workers Pat Tester01..25 (odd ones at Zulu Agency, even at Alpha Agency) and one pending Tester. */
beforeAll(async () => {
  const asAdmin = await apiAs(j.server.url);
  const zulu = await asAdmin<{ id: number }>('POST', '/api/agencies', {
    name: 'Zulu Agency',
    contactName: 'Zed Agent',
    city: 'Leeds',
    postalCode: 'LS1 4AP',
  });
  const alpha = await asAdmin<{ id: number }>('POST', '/api/agencies', {
    name: 'Alpha Agency',
    contactName: 'Al Agent',
    city: 'Leeds',
    postalCode: 'LS1 4AP',
  });
  const payroll = await asAdmin<{ id: number }>('POST', '/api/payroll-companies', { name: 'State Payroll Ltd' });
  const person = (i: number) => ({
    title: 'MR',
    firstName: 'Pat',
    lastName: `Tester${pad(i)}`,
    gender: 'MALE',
    maritalStatus: 'SINGLE',
    nationality: 'BRITISH',
    dateOfBirth: '1990-03-15',
    email: `pat.tester${i}@example.test`,
    phone: `07700900${String(100 + i)}`,
    addressLine1: '1 High Street',
    city: 'Leeds',
    county: 'West Yorkshire',
    postCode: 'LS1 4AP',
    niNumber: `AB${String(100000 + i)}C`,
    workStartDate: `2024-01-${pad(i)}`,
  });
  for (let i = 1; i <= 25; i += 1)
    await addAuthorisedWorker(asAdmin, completeWorker(person(i), i % 2 ? zulu.id : alpha.id, payroll.id));
  // 22 of 24 fields (no tax code, no start date): Pending.
  await asAdmin('POST', '/api/workers', {
    ...completeWorker({ ...person(99), firstName: 'Penny', workStartDate: '' }, alpha.id, payroll.id),
    taxCode: '',
  });
});

async function signedIn(): Promise<Page> {
  const page = await j.newPage();
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.getByRole('button', { name: 'Logout' }).waitFor();
  return page;
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search workers' });
const showing = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

describe('worker list state in the address', () => {
  it('restores tab, search and page on reload, Back and Forward, and keeps the search across tabs', async () => {
    const page = await signedIn();
    await page.goto('/?tab=workers');
    await searchBox(page).fill('tester');
    await page.waitForURL(/[?&]q=tester/);
    await showing(page, 'Showing 1 to 20 of 25 workers');
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: '2', exact: true }).click();
    await page.waitForURL(/[?&]page=2/);
    await showing(page, 'Showing 21 to 25 of 25 workers');

    await page.reload();
    await showing(page, 'Showing 21 to 25 of 25 workers');
    expect(await searchBox(page).inputValue()).toBe('tester');
    await page.goBack();
    await showing(page, 'Showing 1 to 20 of 25 workers');
    await page.goForward();
    await showing(page, 'Showing 21 to 25 of 25 workers');

    // Another tab keeps the search (its count already includes it) and starts at page 1.
    await page.getByRole('tab', { name: 'Pending (1)' }).click();
    await page.waitForURL(/workertab=pending/);
    await showing(page, 'Showing 1 to 1 of 1 workers');
    expect(await searchBox(page).inputValue()).toBe('tester');
    await page.getByRole('article', { name: 'Penny Tester99' }).waitFor();
    await page.goBack();
    await page.getByRole('tab', { name: /^Authorised/, selected: true }).waitFor();
    await showing(page, 'Showing 21 to 25 of 25 workers');
  });

  it('scrolls to the top of the list when paging', async () => {
    const page = await signedIn();
    // A low window, so even the short last page is taller than it and the browser cannot bring the list up by itself.
    await page.setViewportSize({ width: 1366, height: 500 });
    await page.goto('/?tab=workers');
    await showing(page, 'Showing 1 to 20 of 25 workers');
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await next.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await next.click();
    await showing(page, 'Showing 21 to 25 of 25 workers');
    await expect
      .poll(() =>
        page.getByRole('tab', { name: /^Pending/ }).evaluate((e) => {
          const top = e.getBoundingClientRect().top;
          return `${top >= 0 && top < window.innerHeight / 2} ${top} ${window.scrollY}`;
        }),
      )
      .toMatch(/^true /);
  });

  it('says when From is after To and asks the server nothing with that range', async () => {
    const page = await signedIn();
    const reversed: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/workers\?.*from=2024-06-02.*to=2024-06-01/.test(r.url())) reversed.push(r.url());
    });
    await page.goto('/?tab=workers');
    await showing(page, 'Showing 1 to 20 of 25 workers');
    const from = page.getByRole('textbox', { name: 'From' });
    await from.fill('02/06/2024');
    await from.press('Tab');
    const to = page.getByRole('textbox', { name: 'To' });
    await to.fill('01/06/2024');
    await to.press('Tab');
    await page.getByRole('alert').filter({ hasText: DATE_RANGE_MESSAGE }).waitFor();
    await page.getByText(/^Showing/).waitFor({ state: 'detached' });
    // A reload of the same address says the same.
    await page.reload();
    await page.getByRole('alert').filter({ hasText: DATE_RANGE_MESSAGE }).waitFor();
    expect(reversed).toEqual([]);
  });
});

describe('worker table view', () => {
  const firstRowName = (page: Page) =>
    page.getByRole('table', { name: 'Workers' }).locator('tbody tr').first().getAttribute('aria-label');

  it('is remembered after a reload, sorts on the server by a column and keeps row actions on the keyboard', async () => {
    const page = await signedIn();
    await page.goto('/?tab=workers');
    await showing(page, 'Showing 1 to 20 of 25 workers');
    await page.locator('label', { hasText: /^Table$/ }).click();
    expect(await page.getByRole('radio', { name: 'Table' }).isChecked()).toBe(true);
    const table = page.getByRole('table', { name: 'Workers' });
    await table.waitFor();
    // Remembered for this user without the address saying so.
    await page.goto('/?tab=workers');
    await table.waitFor();
    expect(await firstRowName(page)).toBe('Pat Tester01');
    // Kept on the server for the person: another browser (a new context, no storage) and a sign-out
    // (Clear-Site-Data wipes this browser's storage) both open the table.
    const elsewhere = await signedIn();
    await elsewhere.goto('/?tab=workers');
    await elsewhere.getByRole('table', { name: 'Workers' }).waitFor();
    await elsewhere.getByRole('button', { name: 'Logout' }).click();
    await elsewhere.waitForURL((url) => url.pathname === '/');
    await signInThroughForm(elsewhere, ADMIN.email, ADMIN.password);
    await elsewhere.getByRole('button', { name: 'Logout' }).waitFor();
    await elsewhere.goto('/?tab=workers');
    await elsewhere.getByRole('table', { name: 'Workers' }).waitFor();

    await table.getByRole('button', { name: 'Name' }).click();
    await page.waitForURL(/dir=desc/);
    await expect.poll(() => firstRowName(page)).toBe('Pat Tester25');
    expect(await table.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('descending');

    await table.getByRole('button', { name: 'Agency' }).click();
    await page.waitForURL(/sort=agency/);
    await expect.poll(() => firstRowName(page)).toBe('Pat Tester02');
    await table.getByRole('button', { name: 'Work Start Date' }).click();
    await table.getByRole('button', { name: 'Work Start Date' }).click();
    await page.waitForURL(/sort=workStartDate&dir=desc|dir=desc&sort=workStartDate|sort=workStartDate.*dir=desc/);
    await expect.poll(() => firstRowName(page)).toBe('Pat Tester25');
    await page.reload();
    await expect.poll(() => firstRowName(page)).toBe('Pat Tester25');

    // From the row's name, Tab walks to its Actions menu; Enter opens it, the arrows reach Left - P45.
    const row = table.getByRole('row', { name: 'Pat Tester25' });
    await row.getByRole('button', { name: 'Pat Tester25' }).focus();
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === 'Actions') break;
    }
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Left - P45' }).waitFor();
    for (let i = 0; i < 5; i += 1) {
      if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === 'Left - P45') break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Left - P45' }).waitFor();
  });
});

describe('admin panel and session expiry', () => {
  it('keeps the admin panel tab in the address', async () => {
    const page = await signedIn();
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Access Requests', selected: true }).waitFor();
    await page.getByRole('tab', { name: 'User Management' }).click();
    await page.waitForURL(/admintab=user-management/);
    await page.reload();
    await page.getByRole('tab', { name: 'User Management', selected: true }).waitFor();
    await page.goBack();
    await page.getByRole('tab', { name: 'Access Requests', selected: true }).waitFor();
  });

  it('returns to the page the user was on after signing in again', async () => {
    const page = await signedIn();
    await page.goto('/?tab=workers&workertab=pending&q=tester');
    await showing(page, 'Showing 1 to 1 of 1 workers');
    await page.context().clearCookies();
    await page.getByRole('tab', { name: /^Authorised/ }).click();
    await page.waitForURL(/\/login\?next=/);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/' &&
        url.searchParams.get('workertab') === 'authorised' &&
        url.searchParams.get('q') === 'tester',
    );
    await showing(page, 'Showing 1 to 20 of 25 workers');
  });
});
