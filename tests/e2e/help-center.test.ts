import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, expectAccessible, signInThroughForm, useJourney } from './support/journey.ts';

/** The Help Center (docs/domain.md "Admin, audit trail and help"). */
const j = useJourney();

async function openHelp(page: Page) {
  await page.getByRole('button', { name: 'Help & Guide', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Help Center' });
  await dialog.getByRole('searchbox', { name: 'Search help' }).waitFor();
  return dialog;
}

describe('Help Center', () => {
  it('searches every entry, opens a workflow with its steps, filters by category and says when nothing matches', async () => {
    const page = await j.newPage();
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Logout' }).waitFor();

    const dialog = await openHelp(page);
    // The Help tab: Getting Started and the Quick Start Guide come first.
    const help = dialog.getByRole('tabpanel', { name: 'Help' });
    await help.getByRole('button', { name: /^Getting Started/ }).waitFor();
    await help.getByRole('button', { name: /^Quick Start Guide/ }).click();
    await help.getByRole('heading', { name: 'Steps', level: 4 }).waitFor();
    await expectAccessible(page, 'Help Center: Quick Start Guide');

    // "P45" finds the P45 report; its workflow shows prerequisites, numbered steps with tips and related workflows.
    const search = dialog.getByRole('searchbox', { name: 'Search help' });
    await search.fill('P45');
    await dialog.getByRole('tab', { name: /^Workflows/ }).click();
    const workflows = dialog.getByRole('tabpanel', { name: /^Workflows/ });
    const p45 = workflows.getByRole('button', { name: /^Run the P45 report/ });
    await p45.click();
    expect(await p45.getAttribute('aria-expanded')).toBe('true');
    const details = workflows.getByRole('region', { name: /^Run the P45 report/ });
    await details.getByRole('heading', { name: 'Prerequisites' }).waitFor();
    const steps = details.getByRole('list').nth(1).getByRole('listitem');
    expect(await steps.count()).toBe(5);
    await details.getByText(/^Select Generate CSV \(p45-report\.csv\) or Generate Excel/).waitFor();
    await details.getByText(/^Tip: Without a report type chosen/).waitFor();
    await workflows.getByRole('heading', { name: /^Move a worker to Left with a P45 date/, level: 3 }).waitFor();
    await expectAccessible(page, 'Help Center: a workflow found by search');

    // A related workflow opens in place, the search cleared so it shows.
    await details.getByRole('button', { name: 'Download a report again from Recent Reports' }).click();
    expect(await search.inputValue()).toBe('');
    await workflows
      .getByRole('region', { name: /^Download a report again from Recent Reports/ })
      .getByText(/download button/)
      .waitFor();

    // The category filter keeps the tab's own categories.
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Tickets', exact: true }).click();
    await workflows.getByRole('button', { name: /^Work a ticket: claim, comment, close and reopen/ }).waitFor();
    await workflows.getByRole('button', { name: /^Add a worker and authorise them/ }).waitFor({ state: 'detached' });

    // The Error Guide: symptoms, quick fix, steps, prevention and related issues; the generic card offers Retry.
    await dialog.getByRole('tab', { name: /^Error Guide/ }).click();
    const errors = dialog.getByRole('tabpanel', { name: /^Error Guide/ });
    expect(await dialog.getByRole('combobox', { name: 'Category' }).inputValue()).toBe('All Categories');
    await errors.getByRole('button', { name: /^Error Detected/ }).click();
    const generic = errors.getByRole('region', { name: /^Error Detected/ });
    for (const heading of ['Symptoms', 'Detailed Steps', 'Prevention Tips', 'Related Issues'])
      await generic.getByRole('heading', { name: heading }).waitFor();
    await generic.getByText('Quick Fix', { exact: true }).waitFor();
    await generic.getByRole('button', { name: 'Retry', exact: true }).waitFor();
    await search.fill('uplod');
    await errors.getByRole('button', { name: /^Document upload failed/ }).waitFor();
    await expectAccessible(page, 'Help Center: Error Guide');

    // Nonsense matches nothing, in the spec's words.
    await search.fill('qwxyzzy');
    await errors.getByText('No matching errors found', { exact: true }).waitFor();
    await dialog.getByRole('tab', { name: /^Workflows/ }).click();
    await workflows.getByText('No matching workflows found', { exact: true }).waitFor();
    await dialog.getByText('0 results', { exact: true }).waitFor();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('opens from the phone menu', async () => {
    const page = await j.newPage({ viewport: { width: 390, height: 844 } });
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Help & Guide', exact: true }).click();
    await menu.waitFor({ state: 'detached' });
    const dialog = page.getByRole('dialog', { name: 'Help Center' });
    await dialog.getByRole('tab', { name: /^Help/ }).waitFor();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'Help Center on a phone');
  });
});
