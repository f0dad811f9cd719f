import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, apiAs, expectAccessible, signInThroughForm, useJourney } from './support/journey.ts';
import { addAuthorisedWorker, completeWorker, journeyPerson } from './support/workers.ts';

/**
 * The command palette and the keyboard shortcuts (docs/domain.md, "Search and the command palette",
 * "Keyboard shortcuts"): a worker opened from the palette by keyboard alone, and every shortcut the
 * `?` sheet lists doing what it says.
 */
const j = useJourney();
let percival: { id: number };
let perpetua: { id: number };

beforeAll(async () => {
  const asAdmin = await apiAs(j.server.url);
  const agency = await asAdmin<{ id: number }>('POST', '/api/agencies', {
    name: 'Marigold Staffing',
    contactName: 'Mona Marigold',
    city: 'Ripon',
    postalCode: 'HG4 1AA',
  });
  const company = await asAdmin<{ id: number }>('POST', '/api/payroll-companies', { name: 'Marigold Payroll Ltd' });
  percival = await addAuthorisedWorker(
    asAdmin,
    completeWorker(journeyPerson('Percival', 'Quillfeather', 'JP123456A'), agency.id, company.id),
  );
  perpetua = await addAuthorisedWorker(
    asAdmin,
    completeWorker(journeyPerson('Perpetua', 'Quillfeather', 'JP123457B'), agency.id, company.id),
  );
});

async function signedIn(): Promise<Page> {
  const page = await j.newPage();
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.getByRole('button', { name: 'Logout' }).waitFor();
  return page;
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const selectedOption = (page: Page) => page.locator('[role="option"][aria-selected="true"]');
/** The text of the focused element, or its name. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('the command palette', () => {
  it('opens a worker by keyboard alone: Ctrl+K, type, arrows, Enter lands on the profile', async () => {
    const page = await signedIn();
    await page.keyboard.press('Control+k');
    await expect.poll(() => searchBox(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByText('Type a name, NI number, e-mail, phone, ticket number or screen.').waitFor();
    await page.keyboard.type('quillfeather');

    const workers = page.getByRole('group', { name: 'Workers' });
    await workers.getByRole('option').nth(1).waitFor();
    const names = await workers
      .getByRole('option')
      .evaluateAll((options) => options.map((o) => o.querySelector('.mantine-Spotlight-actionLabel')?.textContent));
    expect(names).toEqual(['Percival Quillfeather', 'Perpetua Quillfeather']);
    // The best result is selected as soon as the answer comes.
    await expect.poll(() => selectedOption(page).textContent()).toContain('Percival Quillfeather');
    expect(await searchBox(page).getAttribute('aria-activedescendant')).toBe(`command-palette-worker-${percival.id}`);
    await expectAccessible(page, 'the command palette with results');

    await page.keyboard.press('ArrowDown');
    await expect.poll(() => selectedOption(page).textContent()).toContain('Perpetua Quillfeather');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => selectedOption(page).textContent()).toContain('Percival Quillfeather');
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => searchBox(page).getAttribute('aria-activedescendant'))
      .toBe(`command-palette-worker-${perpetua.id}`);
    await page.keyboard.press('Enter');

    await page.waitForURL((url) => url.pathname === `/workers/${perpetua.id}`);
    await page.getByRole('heading', { name: 'Perpetua Quillfeather', level: 1 }).waitFor();
    await expect.poll(() => searchBox(page).count()).toBe(0);
  });

  it('the header box and / open it too; it says when nothing matches; Esc closes it', async () => {
    const page = await signedIn();
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await searchBox(page).waitFor();
    await page.keyboard.type('zzqx');
    await page.getByText('No results for "zzqx"').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => searchBox(page).count()).toBe(0);

    await page.keyboard.press('/');
    await searchBox(page).waitFor();
    // Closed, it forgets what was typed.
    expect(await searchBox(page).inputValue()).toBe('');
    await page.keyboard.type('upload payroll');
    const screens = page.getByRole('group', { name: 'Screens and actions' });
    await screens.getByRole('option', { name: /Upload payroll/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Upload Weekly Payroll' }).waitFor();
    expect(new URL(page.url()).searchParams.get('create')).toBeNull();
  });
});

describe('keyboard shortcuts', () => {
  it('the ? sheet lists every shortcut, and each does its move', async () => {
    const page = await signedIn();
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await sheet.waitFor();
    await sheet
      .getByText('Except Ctrl + K, none of these works while you are typing in a field or while a dialog is open.')
      .waitFor();
    const rows = await sheet
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.replace(/\s+/g, ' ').trim())),
      );
    expect(rows).toEqual([
      ['Ctrl + K', 'Open search'],
      ['/', 'Open search'],
      ['?', 'Show keyboard shortcuts'],
      ['g then d', 'Go to Dashboard'],
      ['g then w', 'Go to Workers'],
      ['g then b', 'Go to Bulk Upload'],
      ['g then a', 'Go to Agencies'],
      ['g then t', 'Go to Tickets'],
      ['g then p', 'Go to Payroll'],
      ['g then r', 'Go to Reports'],
      ['g then c', 'Go to Admin'],
      ['n then w', 'New worker'],
      ['n then t', 'New ticket'],
      ['j', 'Next item in the list'],
      ['k', 'Previous item in the list'],
      ['↑ or ↓', 'Move through the results'],
      ['Enter', 'Open the result'],
      ['Esc', 'Close the search'],
    ]);
    await expectAccessible(page, 'the keyboard shortcuts sheet');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });

    // g then a letter: each main tab.
    for (const [key, tab, heading] of [
      ['d', 'dashboard', 'Dashboard'],
      ['w', 'workers', 'Worker Management'],
      ['b', 'bulk-upload', 'Bulk Upload Workers'],
      ['a', 'agencies', 'Agency Management'],
      ['t', 'tickets', 'Ticket Management'],
      ['p', 'payroll', 'Payroll Management'],
      ['r', 'reports', 'Advanced Reports and Analytics'],
      ['c', 'admin', 'Admin Control Panel'],
    ] as const) {
      await page.keyboard.press('g');
      await page.keyboard.press(key);
      await page.waitForURL((url) => url.searchParams.get('tab') === tab);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    }

    // n then w, n then t: the dialogs.
    for (const [key, dialog] of [
      ['w', 'Add New Worker'],
      ['t', 'Create Manual Ticket'],
    ] as const) {
      await page.keyboard.press('n');
      await page.keyboard.press(key);
      await page.getByRole('dialog', { name: dialog }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: dialog }).waitFor({ state: 'detached' });
    }

    // Ctrl+K and / open the search.
    for (const key of ['Control+k', '/']) {
      await page.keyboard.press(key);
      await searchBox(page).waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => searchBox(page).count()).toBe(0);
    }

    // j and k: the next and previous worker of the list.
    await page.keyboard.press('g');
    await page.keyboard.press('w');
    await page.getByRole('article', { name: 'Perpetua Quillfeather' }).waitFor();
    await page.keyboard.press('j');
    await expect.poll(() => focusedText(page)).toBe('Percival Quillfeather');
    await page.keyboard.press('j');
    await expect.poll(() => focusedText(page)).toBe('Perpetua Quillfeather');
    await page.keyboard.press('k');
    await expect.poll(() => focusedText(page)).toBe('Percival Quillfeather');
  });

  it('none fires while typing in a field or while a dialog is open', async () => {
    const page = await signedIn();
    await page.goto('/?tab=workers');
    const search = page.getByRole('searchbox', { name: 'Search workers' });
    await search.click();
    await page.keyboard.type('gd?/');
    expect(await search.inputValue()).toBe('gd?/');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('workers');
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: 'Add Worker' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Worker' });
    await dialog.waitFor();
    await dialog.getByRole('heading', { name: 'Add New Worker' }).click();
    await page.keyboard.press('g');
    await page.keyboard.press('d');
    await page.keyboard.press('?');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('workers');
    expect(await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});
