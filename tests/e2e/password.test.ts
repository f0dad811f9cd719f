import { describe, expect, it } from 'vitest';
import { waitForMail } from './support/server.ts';
import { apiAs, signInThroughForm, useJourney } from './support/journey.ts';

const j = useJourney();

describe('passwords', () => {
  it('a user created by an admin must change the password before anything else', async () => {
    const asAdmin = await apiAs(j.server.url);
    await asAdmin('POST', '/api/admin/users', {
      email: 'forced@example.test',
      firstName: 'Fran',
      lastName: 'Forced',
      password: 'Initial-pass1',
      role: 'support',
    });
    const page = await j.newPage();
    await signInThroughForm(page, 'forced@example.test', 'Initial-pass1');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Current Password').waitFor();
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByLabel('Current Password').fill('Initial-pass1');
    await dialog.getByLabel('New Password', { exact: true }).fill('weak');
    await dialog.getByLabel('Confirm New Password').fill('weak');
    await dialog.getByRole('button', { name: /change password/i }).click();
    await dialog
      .getByText('Password must be at least 8 characters with uppercase, lowercase, number, and special character')
      .waitFor();

    await dialog.getByLabel('New Password', { exact: true }).fill('Brand-New-Pass7');
    await dialog.getByLabel('Confirm New Password').fill('Brand-New-Pass7');
    await dialog.getByRole('button', { name: /change password/i }).click();
    await page.getByText('Password Changed Successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Fran Forced').waitFor();
  });

  it('forgot password -> e-mailed link -> reset -> sign in with the new password', async () => {
    const asAdmin = await apiAs(j.server.url);
    await asAdmin('POST', '/api/admin/users', {
      email: 'forgetful@example.test',
      firstName: 'Fay',
      lastName: 'Forgetful',
      password: 'Initial-pass2',
      role: 'finance',
    });
    const page = await j.newPage();
    await page.goto('/login');
    await page.getByText('Forgot Password?').click();
    await page.getByLabel('Email').fill('forgetful@example.test');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Reset link sent').waitFor();

    const mail = await waitForMail(
      j.server,
      (m) => m.includes('forgetful@example.test') && m.includes('reset-password'),
    );
    const link = /(http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[A-Za-z0-9_%-]+)/.exec(mail ?? '')?.[1];
    expect(link).toBeDefined();

    await page.goto(link!);
    await page.getByLabel('New Password', { exact: true }).fill('Another-Pass8');
    await page.getByLabel('Confirm Password').fill('Another-Pass9');
    await page.getByRole('button', { name: /reset password/i }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm Password').fill('Another-Pass8');
    await page.getByRole('button', { name: /reset password/i }).click();
    await page.waitForURL('**/login', { timeout: 10_000 });

    await signInThroughForm(page, 'forgetful@example.test', 'Another-Pass8');
    await page.getByRole('button', { name: 'Logout' }).waitFor();
  });

  it('a reset link without a token says it is invalid', async () => {
    const page = await j.newPage();
    await page.goto('/reset-password');
    await page.getByText('Invalid Reset Link').waitFor();
  });
});
