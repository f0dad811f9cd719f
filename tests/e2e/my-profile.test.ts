import { describe, it } from 'vitest';
import { signInThroughForm, useJourney } from './support/journey.ts';
import { readyUser } from './support/users.ts';
import { toastSays } from './support/workers.ts';

const j = useJourney();

/** Issue 9 item 7: every signed-in user, not only admins, has My Profile and can change the password there. */
describe('My Profile', () => {
  it('a support user opens My Profile from the header, changes the password with the current one, and signs in with the new one', async () => {
    const support = await readyUser(j.server.url, {
      email: 'polly.profile@example.test',
      firstName: 'Polly',
      lastName: 'Profile',
      role: 'support',
    });
    const page = await j.newPage();
    await signInThroughForm(page, support.email, support.password);
    await page.getByRole('link', { name: 'My Profile' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await page.getByText('Polly Profile', { exact: true }).first().waitFor();
    await page.getByText('polly.profile@example.test').first().waitFor();

    const form = page.getByRole('region', { name: 'Change Password' });
    const submit = form.getByRole('button', { name: 'Change Password' });

    // The confirmation must match.
    await form.getByLabel('Current Password').fill(support.password);
    await form.getByLabel('New Password', { exact: true }).fill('Polly-New-Pass-7!');
    await form.getByLabel('Confirm New Password').fill('Polly-New-Pass-8!');
    await submit.click();
    await form.getByText('Passwords do not match').waitFor();

    // A wrong current password is refused under its field.
    await form.getByLabel('Current Password').fill('Not-My-Pass-1!');
    await form.getByLabel('Confirm New Password').fill('Polly-New-Pass-7!');
    await submit.click();
    await form.getByText('Current password is incorrect').waitFor();

    await form.getByLabel('Current Password').fill(support.password);
    await submit.click();
    await toastSays(page, 'Password Changed Successfully');

    await page.getByRole('button', { name: 'Logout' }).click();
    // Signed out once the landing page shows: a sign-in started before could race the sign-out.
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    await signInThroughForm(page, support.email, support.password);
    await page.getByText('Invalid email or password').first().waitFor();
    await signInThroughForm(page, support.email, 'Polly-New-Pass-7!');
    await page.getByRole('button', { name: 'Logout' }).waitFor();
  });
});
