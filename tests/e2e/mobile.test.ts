import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, ADMIN, expectAccessible, signInThroughForm, useJourney } from './support/journey.ts';
import { completeWorker, addAuthorisedWorker } from './support/workers.ts';

const j = useJourney();

const PHONE = { width: 390, height: 844 };

/** The page itself never scrolls sideways on a phone (a pixel of rounding allowed). */
async function expectNoSidewaysScroll(page: Page, screen: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${screen} is ${width}px wide`).toBeLessThanOrEqual(PHONE.width + 1);
}

describe('phone (390 px wide): header menu, lists and tables', () => {
  it('uses the header menu for the tabs and to sign out; lists fit and wide tables scroll in their own box', async () => {
    const asAdmin = await apiAs(j.server.url);
    const agency = await asAdmin<{ id: number }>('POST', '/api/agencies', {
      name: 'Pocket Recruitment Partners Limited',
      contactName: 'Ann Agent',
      city: 'Leeds',
      postalCode: 'LS1 1AA',
    });
    const company = await asAdmin<{ id: number }>('POST', '/api/payroll-companies', { name: 'Pocket Payroll Ltd' });
    await addAuthorisedWorker(
      asAdmin,
      completeWorker(
        {
          title: 'MS',
          firstName: 'Maximiliana',
          lastName: 'Featherstonehaugh-Smythe',
          gender: 'FEMALE',
          maritalStatus: 'SINGLE',
          nationality: 'BRITISH',
          dateOfBirth: '1990-01-01',
          email: 'maximiliana.featherstonehaugh-smythe@a-rather-long-domain.example.test',
          phone: '07700900222',
          addressLine1: '1 Long Road',
          city: 'Leeds',
          county: 'West Yorkshire',
          postCode: 'LS1 4AB',
          niNumber: 'AB123456A',
          workStartDate: '2025-01-06',
        },
        agency.id,
        company.id,
      ),
    );
    await asAdmin('POST', '/api/admin/users', {
      email: 'phone.user@example.test',
      firstName: 'Pam',
      lastName: 'Phone',
      password: 'Initial-pass1',
      role: 'support',
    });

    const page = await j.newPage({ viewport: PHONE });
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    await expectNoSidewaysScroll(page, 'the landing page');
    await signInThroughForm(page, ADMIN.email, ADMIN.password);

    // The header shows the menu button, not its desktop buttons; the menu holds the tabs and Logout.
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.waitFor();
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'Workers', exact: true }).count()).toBe(0);
    await expectNoSidewaysScroll(page, 'the dashboard');
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Logout', exact: true }).waitFor();
    await menu.getByText(/^Signed in as /).waitFor();
    await expectAccessible(page, 'phone menu');
    await menu.getByRole('link', { name: 'Workers', exact: true }).click();
    await menu.waitFor({ state: 'detached' });
    await page.waitForURL(/tab=workers/);

    // The worker list fits the screen, a card's profile too.
    const card = page.getByRole('article', { name: 'Maximiliana Featherstonehaugh-Smythe' });
    await card.waitFor();
    await expectNoSidewaysScroll(page, 'the worker list');
    await expectAccessible(page, 'worker list on a phone');
    await card.getByRole('button', { name: 'View Details' }).click();
    await card
      .getByRole('region', { name: 'Profile of Maximiliana Featherstonehaugh-Smythe' })
      .getByRole('combobox', { name: 'City' })
      .waitFor();
    await expectNoSidewaysScroll(page, 'a worker profile');

    // The users table is wider than the screen: it scrolls inside its own box, not the page.
    await page.goto('/admin-dashboard');
    const users = page.getByRole('table', { name: 'Users' });
    await users.getByText('phone.user@example.test').waitFor();
    await expectNoSidewaysScroll(page, 'User Management');
    const box = users.locator('xpath=ancestor::*[contains(@class, "mantine-ScrollArea-viewport")][1]');
    const { scrollWidth, clientWidth } = await box.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(clientWidth).toBeLessThanOrEqual(PHONE.width);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await expectAccessible(page, 'User Management on a phone');
    await page.getByRole('tab', { name: 'Login Audit' }).click();
    await page.getByText('Showing', { exact: false }).first().waitFor();
    await expectNoSidewaysScroll(page, 'Login Audit');

    // Sign out through the menu.
    await menuButton.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout', exact: true }).click();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(401);
  });
});
