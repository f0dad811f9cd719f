import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, ADMIN, expectAccessible, signInThroughForm, useJourney } from './support/journey.ts';
import { choose, toastSays } from './support/workers.ts';

const j = useJourney();
let alpha: { id: number };

beforeAll(async () => {
  const asAdmin = await apiAs(j.server.url);
  alpha = await asAdmin<{ id: number }>('POST', '/api/agencies', {
    name: 'Alpha Recruit',
    contactName: 'Ann Alpha',
    city: 'York',
    postalCode: 'YO1 7HH',
  });
  await asAdmin('POST', '/api/agencies', {
    name: 'Bravo Temps',
    contactName: 'Bo Bravo',
    city: 'Hull',
    postalCode: 'HU1 1AA',
  });
});

async function signedIn(): Promise<Page> {
  const page = await j.newPage();
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.getByRole('button', { name: 'Logout' }).waitFor();
  return page;
}

/** The panel's status filter (each row's own selector is named 'Status of ...'). */
async function filterStatus(page: Page, option: string) {
  await page.getByRole('combobox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('agencies as admin', () => {
  it('comments and archives on the detail page, unarchives and sets trust and status in the Admin Control Panel', async () => {
    const page = await signedIn();
    await page.goto(`/agency/${alpha.id}`);
    await page.getByRole('heading', { name: 'ALPHA RECRUIT', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Workers (0)' }).waitFor();
    await page.getByRole('tab', { name: 'Comments (0)' }).waitFor();
    await expectAccessible(page, 'agency detail page');

    // Add Comment: content required, then the comment under Comments (1).
    await page.getByRole('button', { name: 'Add Comment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Comment' });
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('   ');
    await dialog.getByRole('button', { name: 'Add Comment' }).click();
    await dialog.getByText('Comment content is required', { exact: true }).waitFor();
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('Agreed new rates for 2026');
    await choose(page, dialog, 'Tag', 'Contract');
    await expectAccessible(page, 'add comment dialog');
    await dialog.getByRole('button', { name: 'Add Comment' }).click();
    await toastSays(page, 'Comment added successfully');
    await page.getByRole('tab', { name: 'Comments (1)' }).click();
    await page.getByText('Agreed new rates for 2026').waitFor();
    await page.getByText('Contract', { exact: true }).waitFor();

    // Edit: the form asks before unsaved changes are dropped, then saves the full edit.
    await page.getByRole('tab', { name: 'Information' }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Agency' });
    const city = edit.getByRole('textbox', { name: 'City' });
    expect(await city.inputValue()).toBe('York');
    await city.fill('Harrogate');
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog', { name: 'Discard unsaved changes?' })
      .getByRole('button', { name: 'Keep editing' })
      .click();
    await edit.getByRole('textbox', { name: 'Contact Name' }).fill('');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.getByText('Contact name is required', { exact: true }).waitFor();
    await edit.getByRole('textbox', { name: 'Contact Name' }).fill('Ann Alpha');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toastSays(page, 'Agency updated successfully');
    await edit.waitFor({ state: 'hidden' });
    await page.locator('dd').filter({ hasText: 'Harrogate' }).waitFor();

    // Archive asks first.
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Archive Agency' });
    await confirm.getByText('Are you sure you want to archive this agency?', { exact: true }).waitFor();
    await expectAccessible(page, 'archive confirmation');
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await toastSays(page, 'Agency archived successfully');
    await page.getByText('Archived', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Unarchive' }).waitFor();

    // The Admin Control Panel opens on Agencies: cards, the two lists, Unarchive, trust and status.
    await page.goto('/?tab=admin');
    await page.getByRole('tab', { name: 'Agencies', selected: true }).waitFor();
    const total = page.getByRole('group', { name: 'Total Agencies' });
    await total.getByText('1', { exact: true }).waitFor();
    const archived = page.getByRole('table', { name: 'Archived Agencies' });
    const active = page.getByRole('table', { name: 'Active Agencies' });
    await archived.getByRole('row', { name: 'ALPHA RECRUIT' }).waitFor();
    await expectAccessible(page, 'admin panel: agencies');
    await archived.getByRole('row', { name: 'ALPHA RECRUIT' }).getByRole('button', { name: 'Unarchive' }).click();
    await toastSays(page, 'Agency unarchived successfully');
    await active.getByRole('row', { name: 'ALPHA RECRUIT' }).waitFor();
    await page.getByText('No archived agencies found', { exact: true }).waitFor();
    await total.getByText('2', { exact: true }).waitFor();

    const row = active.getByRole('row', { name: 'ALPHA RECRUIT' });
    await choose(page, row, 'Trust score of ALPHA RECRUIT', 'Outstanding (90)');
    await toastSays(page, 'Trust score updated successfully');
    await page.getByRole('group', { name: 'High Trust (70+)' }).getByText('1', { exact: true }).waitFor();
    await choose(page, row, 'Status of ALPHA RECRUIT', 'On Hold');
    await toastSays(page, 'Agency status updated successfully');

    // The status filter and the search narrow both lists and the cards, and go back to page 1.
    await filterStatus(page, 'On Hold');
    await page.waitForURL(/agencystatus=on_hold/);
    await total.getByText('1', { exact: true }).waitFor();
    // The cards and the list are separate answers: the list may still show the page before the filter.
    await expect.poll(() => active.getByRole('row', { name: 'BRAVO TEMPS' }).count()).toBe(0);
    await filterStatus(page, 'All Statuses');
    await page.getByRole('searchbox', { name: 'Search agencies' }).fill('hull');
    await page.waitForURL(/agencyq=hull/);
    await active.getByRole('row', { name: 'BRAVO TEMPS' }).waitFor();
    await expect.poll(() => active.getByRole('row', { name: 'ALPHA RECRUIT' }).count()).toBe(0);

    // An agency that does not exist.
    await page.goto('/agency/999999');
    await page.getByRole('heading', { name: 'Agency Not Found' }).waitFor();
    await page.getByText("The agency you're looking for doesn't exist.", { exact: true }).waitFor();
    await expectAccessible(page, 'agency not found');
    await page.getByRole('link', { name: 'Back to Agencies' }).click();
    await page.getByRole('heading', { name: 'Agency Management', level: 1 }).waitFor();
  });

  it('imports agencies from a CSV with a BOM and quoted commas, showing a preview and the counts', async () => {
    const page = await signedIn();
    await page.goto('/agencies');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Agencies from CSV' });
    const csv = [
      '\uFEFFName*,Contact Name*,City*,Postal Code*,Address',
      'Charlie Care,Cat Charlie,Leeds,LS2 9JT,"1 Park Row, Leeds"',
      'Delta Drivers,Dan Delta,Bristol,BS1 4DJ,"Unit 5, ""The Yard"""',
      'Bravo Temps,Bo Bravo,Hull,HU1 1AA,',
    ].join('\r\n');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'agencies.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const preview = dialog.getByRole('table', { name: 'CSV preview' });
    await preview.getByRole('cell', { name: '1 Park Row, Leeds' }).waitFor();
    await preview.getByRole('cell', { name: 'Unit 5, "The Yard"' }).waitFor();
    await preview.getByRole('columnheader', { name: /^Name\s*name$/ }).waitFor();
    await dialog.getByText('3 rows read. The first 3:').waitFor();
    await expectAccessible(page, 'import preview');
    await dialog.getByRole('button', { name: 'Import Agencies' }).click();
    await dialog.getByText('2 agencies added, 1 skipped', { exact: true }).waitFor();
    await dialog.getByText(/^Row 3 \(bravo temps\): /i).waitFor();
    await expectAccessible(page, 'import result');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('article', { name: 'CHARLIE CARE' }).waitFor();

    // A file with headers only says so and offers no import.
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('Name,City\r\n') });
    await dialog.getByText('CSV file must contain headers and at least one data row', { exact: true }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Import Agencies' }).isDisabled()).toBe(true);
  });
});
