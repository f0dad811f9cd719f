import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import { apiAs, ADMIN, expectAccessible, signInThroughForm, useJourney } from './support/journey.ts';
import { completeWorker, journeyPerson, addAuthorisedWorker } from './support/workers.ts';

const j = useJourney();
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const NAME = 'Maximiliana Featherstonehaugh';
let agencyId = 0;

/** Where the screens of our note go when asked for (SCREENS_DIR); nothing is written otherwise. */
async function screen(page: Page, name: string) {
  const dir = process.env.SCREENS_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

/** How far the page itself scrolls sideways past the screen (0: it does not). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The controls (buttons, links, fields, tabs) under `root` that cannot be reached without a
 * sideways scroll or are cut by the edge that clips them: those whose box passes the screen's right
 * or left edge, or the edge of a frame that clips or scrolls sideways (a wide table's), with every
 * such frame at its start as the screen shows it (Playwright's clicks may have scrolled one). A
 * table's sort headers are left out: they travel with their columns, which may scroll in its frame.
 */
const outOfReach = (page: Page, root = 'body') =>
  page
    .locator(root)
    .first()
    .evaluate((scope) => {
      const selector =
        'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=combobox], [role=tab]';
      for (const element of document.querySelectorAll('*')) if (element.scrollLeft !== 0) element.scrollLeft = 0;
      const cut: string[] = [];
      for (const control of scope.querySelectorAll(selector)) {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || control.closest('thead')) continue;
        let [left, right] = [0, document.documentElement.clientWidth];
        for (let frame = control.parentElement; frame; frame = frame.parentElement) {
          if (getComputedStyle(frame).overflowX === 'visible') continue;
          const edges = frame.getBoundingClientRect();
          [left, right] = [Math.max(left, edges.left), Math.min(right, edges.right)];
        }
        if (box.left < left - 1 || box.right > right + 1)
          cut.push((control.getAttribute('aria-label') ?? control.textContent ?? control.tagName).trim());
      }
      return cut;
    });

/** Scrolls so that the top of the element sits just under the app's sticky header, where a user sees it. */
const scrollUnderHeader = (locator: Locator) =>
  locator.evaluate((element) => {
    const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    window.scrollBy(0, element.getBoundingClientRect().top - header - 8);
  });

async function cookieOf(email: string, password: string) {
  const res = await fetch(`${j.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/**
 * An agency with a long name, eight workers (one with long texts and a passport expiring in 10
 * days, so the dashboard lists it), a ticket and a generated report.
 */
beforeAll(async () => {
  const asAdmin = await apiAs(j.server.url);
  const agency = await asAdmin<{ id: number }>('POST', '/api/agencies', {
    name: 'Pennine Recruitment Partners Limited',
    contactName: 'Ann Agent',
    city: 'Leeds',
    postalCode: 'LS1 1AA',
  });
  const company = await asAdmin<{ id: number }>('POST', '/api/payroll-companies', { name: 'Pennine Payroll Ltd' });
  const max = await addAuthorisedWorker<{ id: number }>(
    asAdmin,
    completeWorker(
      {
        ...journeyPerson('Maximiliana', 'Featherstonehaugh', 'AB123456A'),
        email: 'maximiliana.featherstonehaugh@a-rather-long-domain.example.test',
        city: 'Stoke-on-Trent',
        postCode: 'ST4 7QB',
      },
      agency.id,
      company.id,
    ),
  );
  agencyId = agency.id;
  const names = ['Ada', 'Ben', 'Cal', 'Dee', 'Eve', 'Fay', 'Gus'];
  for (const [i, first] of names.entries())
    await addAuthorisedWorker(
      asAdmin,
      completeWorker(journeyPerson(first, 'Worker', `AB12345${i}C`), agency.id, company.id),
    );

  const cookie = await cookieOf(ADMIN.email, ADMIN.password);
  const form = new FormData();
  form.append('documentType', 'passport');
  form.append('expiryDate', addDays(todayInLondon(), 10));
  form.append(
    'file',
    new Blob([new Uint8Array(Buffer.from('%PDF-1.4 test'))], { type: 'application/pdf' }),
    'passport.pdf',
  );
  const upload = await fetch(`${j.server.url}/api/workers/${max.id}/documents`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  expect(upload.status).toBe(201);
  await asAdmin('POST', '/api/tickets/manual', {
    source: 'worker',
    sourceId: max.id,
    sourceName: NAME,
    notes: 'Asked about holiday pay for the bank holiday weekend',
  });
  const report = await fetch(`${j.server.url}/api/reports/workers?format=csv`, { headers: { cookie } });
  expect(report.status).toBe(200);
});

async function signedIn(viewport: { width: number; height: number }): Promise<Page> {
  const page = await j.newPage({ viewport });
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.getByRole('button', { name: viewport === PHONE ? 'Menu' : 'Logout', exact: true }).waitFor();
  return page;
}

describe('wide screens (1366 x 768)', () => {
  it('the workers table fits without sideways scrolling and the profile opens outside any scroller', async () => {
    const page = await signedIn(LAPTOP);
    await page.goto('/?tab=workers&view=table');
    const table = page.getByRole('table', { name: 'Workers' });
    const row = table.getByRole('row', { name: NAME });
    await row.waitFor();
    await screen(page, 'workers-table-1366x768');
    const scroller = table.locator('xpath=..');
    const overflow = await scroller.evaluate((box) => box.scrollWidth - box.clientWidth);
    expect(overflow, 'the table scrolls sideways by').toBeLessThanOrEqual(0);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await outOfReach(page), 'controls out of reach').toEqual([]);

    await row.getByRole('button', { name: 'Actions', exact: true }).click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    const profile = page.getByRole('region', { name: `Profile of ${NAME}` });
    await profile.getByRole('tab', { name: 'Personal Details' }).waitFor();
    expect(await table.locator('section').count(), 'profiles inside the table').toBe(0);
    const box = (await profile.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(LAPTOP.width);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await outOfReach(page), 'controls out of reach').toEqual([]);
    await scrollUnderHeader(profile);
    await profile.getByRole('button', { name: 'Close Profile' }).waitFor();
    await screen(page, 'workers-profile-1366x768');
    await expectAccessible(page, 'workers table with a profile open');
  });

  it("the dashboard's View Worker shows the documents table's texts in full", async () => {
    const page = await signedIn(LAPTOP);
    await page.goto('/?tab=dashboard');
    await page.getByRole('button', { name: 'View Worker' }).click();
    const dialog = page.getByRole('dialog', { name: `Documents of ${NAME}` });
    await dialog.getByText('passport.pdf').waitFor();
    // Nothing cut short: no badge or button label ends in '...', and Delete is inside the dialog.
    const clipped = await dialog
      .locator('.mantine-Badge-label, .mantine-Button-label')
      .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent));
    expect(clipped).toEqual([]);
    const inner = (await dialog.locator('.mantine-Modal-body').boundingBox())!;
    const remove = (await dialog.getByRole('button', { name: 'Delete' }).boundingBox())!;
    expect(remove.x + remove.width, 'right edge of Delete').toBeLessThanOrEqual(inner.x + inner.width);
    expect(await outOfReach(page, '[role=dialog]'), 'controls out of reach').toEqual([]);
    await screen(page, 'dashboard-view-worker-1366x768');
    await expectAccessible(page, "dashboard's View Worker");
  });
});

describe('phones (390 x 844)', () => {
  it('Workers: the filters fold behind Filters with a count; row actions are in reach without a sideways scroll', async () => {
    const page = await signedIn(PHONE);
    await page.goto(`/?tab=workers&view=table&agency=${agencyId}`);
    const table = page.getByRole('table', { name: 'Workers' });
    await table.getByRole('row', { name: NAME }).waitFor();
    const filters = page.getByRole('button', { name: 'Filters (1)', exact: true });
    expect(await filters.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('combobox', { name: 'Status' }).count()).toBe(0);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await outOfReach(page), 'controls out of reach').toEqual([]);
    await screen(page, 'workers-table-390x844');

    await filters.click();
    await page.getByRole('combobox', { name: 'Status' }).waitFor();
    expect(await filters.getAttribute('aria-expanded')).toBe('true');
    await filters.click();

    const actions = table.getByRole('row', { name: NAME }).getByRole('button', { name: 'Actions', exact: true });
    const box = (await actions.boundingBox())!;
    expect(box.x + box.width, 'right edge of the Actions button').toBeLessThanOrEqual(PHONE.width);
    await actions.click();
    await page.getByRole('menuitem', { name: 'Left - P45' }).waitFor();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    const profile = page.getByRole('region', { name: `Profile of ${NAME}` });
    await profile.getByRole('tab', { name: 'Personal Details' }).waitFor();
    expect(await table.locator('section').count(), 'profiles inside the table').toBe(0);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await outOfReach(page), 'controls out of reach').toEqual([]);
    await scrollUnderHeader(profile);
    await profile.getByRole('button', { name: 'Close Profile' }).waitFor();
    await screen(page, 'workers-profile-390x844');
    await expectAccessible(page, 'phone: workers table with a profile open');
  });

  it('Tickets: the filters fold behind Filters, which counts those in use', async () => {
    const page = await signedIn(PHONE);
    await page.goto('/?tab=tickets');
    await page.getByText('Asked about holiday pay for the bank holiday weekend').first().waitFor();
    expect(await page.getByRole('combobox', { name: 'Source' }).count()).toBe(0);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await outOfReach(page), 'controls out of reach').toEqual([]);
    await screen(page, 'tickets-390x844');
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    // The box follows the address, which React updates in a transition: click, then wait for its
    // effect. On a loaded machine a click has been seen lost (CI); clicking the still-unticked box
    // again asks the same (ticked), so it is repeated until the count shows.
    const overdue = page.getByRole('checkbox', { name: 'Overdue only' });
    const counted = page.getByRole('button', { name: 'Filters (1)', exact: true });
    await expect
      .poll(
        async () => {
          if (!(await overdue.isChecked())) await overdue.click();
          return counted.isVisible();
        },
        { timeout: 60_000, interval: 3000 },
      )
      .toBe(true);
    await expectAccessible(page, 'phone: tickets with the filters open');
  });
});

describe('the screens of our note', () => {
  for (const [size, viewport] of [
    ['1366x768', LAPTOP],
    ['390x844', PHONE],
  ] as const)
    it(`Tickets, Dashboard (View Worker), Recent Reports and the Audit Trail at ${size} fit the screen, every control in reach`, async () => {
      const page = await signedIn(viewport);
      if (viewport === LAPTOP) {
        await page.goto('/?tab=tickets');
        await page.getByText('Asked about holiday pay for the bank holiday weekend').first().waitFor();
        expect(await pageOverflow(page), 'tickets').toBeLessThanOrEqual(0);
        expect(await outOfReach(page), 'tickets: controls out of reach').toEqual([]);
        await screen(page, `tickets-${size}`);
        await expectAccessible(page, `tickets at ${size}`);
      } else {
        await page.goto('/?tab=dashboard');
        await page.getByRole('button', { name: 'View Worker' }).click();
        const dialog = page.getByRole('dialog', { name: `Documents of ${NAME}` });
        await dialog.getByText('passport.pdf').waitFor();
        const download = (await dialog.getByRole('button', { name: 'Download' }).boundingBox())!;
        expect(download.x + download.width, "the document's Download").toBeLessThanOrEqual(viewport.width);
        const remove = (await dialog.getByRole('button', { name: 'Delete' }).boundingBox())!;
        expect(remove.x + remove.width, "the document's Delete").toBeLessThanOrEqual(viewport.width - 16);
        expect(await outOfReach(page, '[role=dialog]'), 'View Worker: controls out of reach').toEqual([]);
        await screen(page, `dashboard-view-worker-${size}`);
        await expectAccessible(page, `dashboard's View Worker at ${size}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }
      await page.goto('/?tab=reports');
      const recent = page.getByRole('table', { name: 'Recent reports' });
      await recent.waitFor();
      await recent.scrollIntoViewIfNeeded();
      const again = (await recent.getByRole('button').first().boundingBox())!;
      expect(again.x + again.width, "a recent report's button").toBeLessThanOrEqual(viewport.width);
      expect(await pageOverflow(page), 'reports').toBeLessThanOrEqual(0);
      expect(await outOfReach(page), 'reports: controls out of reach').toEqual([]);
      await screen(page, `reports-recent-${size}`);
      await expectAccessible(page, `reports at ${size}`);
      await page.goto('/admin/audit-trail');
      const trail = page.getByRole('table', { name: 'Audit trail entries' });
      await trail.getByRole('link', { name: 'TKT-00001' }).waitFor();
      expect(await pageOverflow(page), 'audit trail').toBeLessThanOrEqual(0);
      expect(await outOfReach(page), 'audit trail: controls out of reach').toEqual([]);
      // On a phone the filters fill the first screen: the note shows the entries.
      if (viewport === PHONE) await scrollUnderHeader(trail);
      await screen(page, `audit-trail-${size}`);
    });
});
