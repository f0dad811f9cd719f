import fs from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { downloadOf } from './support/downloads.ts';
import { ADMIN, signInThroughForm, useJourney } from './support/journey.ts';

// The administrator must use a second factor on this server (docs/domain.md, "Multi-factor sign-in").
const j = useJourney({ env: { MFA_REQUIRED_ROLES: 'admin' } });

/** The code the authenticator app would show, `steps` 30-second steps from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

describe('multi-factor sign-in', () => {
  it('enrols with the shown key, then signs in with a code, then with a recovery code', async () => {
    const page = await j.newPage();
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { name: 'Set Up Authenticator App' }).waitFor();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.getByLabel('Set-up key').textContent())!.replaceAll(' ', '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('Code from your authenticator app').fill(codeOf(secret));
    await page.getByRole('button', { name: 'Turn on and sign in' }).click();

    await page.getByRole('heading', { name: 'Recovery Codes' }).waitFor();
    const codes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(10);
    const download = await downloadOf(page, () => page.getByRole('button', { name: 'Download codes' }).click());
    expect(download.suggestedFilename()).toBe('worker-crm-recovery-codes.txt');
    const saved = fs.readFileSync(await download.path(), 'utf8');
    for (const code of codes) expect(saved).toContain(code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('tab', { name: 'Dashboard' }).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { name: 'Enter Your Code' }).waitFor();
    // The enrolment spent this step's code: the app's next one (one step of drift is accepted).
    await page.getByLabel('Code from your authenticator app').fill(codeOf(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('tab', { name: 'Dashboard' }).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(codes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('You have 9 recovery codes left.').waitFor();
    await page.getByRole('tab', { name: 'Dashboard' }).waitFor();
  });
});
