import { describe, expect, it } from 'vitest';
import { ADMIN, signInThroughForm, useJourney } from './support/journey.ts';

const j = useJourney();

describe('sign in and out', () => {
  it('shows validation messages, refuses a wrong password, signs in and logs out', async () => {
    const page = await j.newPage();
    await page.goto('/login');
    await page.getByText('CRM Login').waitFor();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('x');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Invalid email address').waitFor();

    await signInThroughForm(page, ADMIN.email, 'Wrong!Password1');
    await page.getByText('Login failed').waitFor();

    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByText('Login successful').waitFor();
    await page.getByText('Internal Centralised Worker CRM').first().waitFor();
    await page.getByText('System Administrator').waitFor();
    await page.getByRole('tab', { name: 'Dashboard' }).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
  });

  it('refuses the addresses user creation refuses, before asking the server (docs/domain.md, "E-mail addresses")', async () => {
    const page = await j.newPage();
    await page.goto('/login');
    for (const email of ['ann..lee@agency.co.uk', 'zoë@agency.co.uk', 'ann@agency.c']) {
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('Some!Password1');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByText('Invalid email address').waitFor();
      expect(await page.getByText('Login failed').count()).toBe(0);
      await page.reload();
    }
  });

  it('keyboard only: Tab to the fields and Enter submits', async () => {
    const page = await j.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').focus();
    await page.keyboard.type(ADMIN.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Logout' }).waitFor();
  });
});
