import { describe, it } from 'vitest';
import { apiAs, signInThroughForm, useJourney } from './support/journey.ts';

const j = useJourney();

describe('admin profile', () => {
  it('asks for the current password before it changes the password', async () => {
    const asAdmin = await apiAs(j.server.url);
    await asAdmin('POST', '/api/admin/users', {
      email: 'profile.admin@example.test',
      firstName: 'Pat',
      lastName: 'Profile',
      password: 'Initial-pass2',
      role: 'admin',
    });
    const page = await j.newPage();
    await signInThroughForm(page, 'profile.admin@example.test', 'Initial-pass2');
    // An admin-typed password must be changed first (docs/domain.md).
    const forced = page.getByRole('dialog');
    await forced.getByLabel('Current Password').fill('Initial-pass2');
    await forced.getByLabel('New Password', { exact: true }).fill('Profile-Pass3!');
    await forced.getByLabel('Confirm New Password').fill('Profile-Pass3!');
    await forced.getByRole('button', { name: /change password/i }).click();
    await forced.waitFor({ state: 'detached' });

    await page.goto('/admin-profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('New Password').fill('Profile-Pass4!');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter your current password to change it').waitFor();

    await page.getByLabel('Current Password').fill('Not-my-pass-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Current password is incorrect').first().waitFor();

    await page.getByLabel('Current Password').fill('Profile-Pass3!');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile updated successfully').waitFor();

    const fresh = await j.newPage();
    await signInThroughForm(fresh, 'profile.admin@example.test', 'Profile-Pass4!');
    await fresh.getByRole('button', { name: 'Logout' }).waitFor();
  });
});
