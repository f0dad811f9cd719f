import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, apiAs, signInThroughForm, useJourney } from './support/journey.ts';

// Passkeys need a domain, not an IP address, so the browser uses localhost (docs/decisions/0021-passkeys.md).
// Finance users must give a second factor on this server; the administrator need not.
const j = useJourney({ host: 'localhost', env: { MFA_REQUIRED_ROLES: 'finance' } });

/** Chromium's virtual authenticator through the DevTools protocol: a platform passkey that always verifies the user. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

describe('passkeys', () => {
  it('adds a passkey on My Profile, signs in with it, sees it used, and removes it', async () => {
    const page = await j.newPage();
    const authenticator = await virtualAuthenticator(page);
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByRole('tab', { name: 'Dashboard' }).waitFor();
    await page.getByRole('link', { name: 'My Profile' }).click();
    const card = page.getByRole('region', { name: 'Passkeys' });
    await card.getByText('You have no passkeys yet.').waitFor();

    // A name is asked first, under a visible label.
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    await card.getByText('Name is required').waitFor();
    await card.getByLabel('Passkey name').fill('Work laptop');
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    const row = card.getByRole('table', { name: 'Your passkeys' }).getByRole('row').nth(1);
    await row.getByRole('cell', { name: 'Work laptop', exact: true }).waitFor();
    expect((await row.getByRole('cell').allTextContents())[2]).toBe('Never');
    expect(await authenticator.credentials()).toHaveLength(1);

    // The next sign-in asks for the second step; the passkey answers it.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { name: 'Enter Your Code' }).waitFor();
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.getByRole('tab', { name: 'Dashboard' }).waitFor();

    await page.getByRole('link', { name: 'My Profile' }).click();
    await row.getByRole('cell', { name: 'Work laptop', exact: true }).waitFor();
    await expect.poll(async () => (await row.getByRole('cell').allTextContents())[2]).not.toBe('Never');

    // Remove asks first; Cancel keeps it, Remove removes it.
    await row.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove passkey' });
    await dialog.getByText('Remove the passkey Work laptop?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await row.getByRole('cell', { name: 'Work laptop', exact: true }).waitFor();
    await row.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog', { name: 'Remove passkey' }).getByRole('button', { name: 'Remove' }).click();
    await card.getByText('You have no passkeys yet.').waitFor();

    // Without a passkey (and no app: this server asks none), the password alone signs in again.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByRole('tab', { name: 'Dashboard' }).waitFor();
  });

  it('a first sign-in sets up a passkey instead of the app, gets the recovery codes, and signs in with it next time', async () => {
    const asAdmin = await apiAs(j.server.url);
    const user = { email: 'fiona.finance@example.test', password: 'Initial-pass-1' };
    await asAdmin('POST', '/api/admin/users', { ...user, firstName: 'Fiona', lastName: 'Finance', role: 'finance' });
    const page = await j.newPage();
    await virtualAuthenticator(page);
    await signInThroughForm(page, user.email, user.password);
    await page.getByRole('heading', { name: 'Set Up Authenticator App' }).waitFor();
    await page.getByRole('button', { name: 'Use a passkey instead' }).click();
    await page.getByRole('heading', { name: 'Set Up a Passkey' }).waitFor();
    await page.getByLabel('Passkey name').fill('This laptop');
    await page.getByRole('button', { name: 'Create passkey and sign in' }).click();
    await page.getByRole('heading', { name: 'Recovery Codes' }).waitFor();
    const codes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(10);
    await page.getByRole('button', { name: 'Continue' }).click();
    // The password an administrator typed is changed next (docs/domain.md, "Sign-in and sessions").
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Current Password').fill(user.password);
    await dialog.getByLabel('New Password', { exact: true }).fill('Fiona-New-Pass7!');
    await dialog.getByLabel('Confirm New Password').fill('Fiona-New-Pass7!');
    await dialog.getByRole('button', { name: /change password/i }).click();
    await page.getByText('Password Changed Successfully').waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    await signInThroughForm(page, user.email, 'Fiona-New-Pass7!');
    await page.getByRole('heading', { name: 'Enter Your Code' }).waitFor();
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.getByRole('tab', { name: 'Dashboard' }).waitFor();
  });
});
