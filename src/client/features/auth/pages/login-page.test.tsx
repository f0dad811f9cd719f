// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authPaths } from '../../../../shared/api/auth.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { renderUi, signedInUser, type SentRequest } from '../../../../../tests/helpers/render-ui.tsx';
import { recoveryCodesLeftText, recoveryCodesText } from '../lib/recovery-codes.ts';
import LoginPage from './login-page.tsx';

/** The sign-in screens of docs/domain.md, "Multi-factor sign-in". */
const user = signedInUser();
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `ABCD-EFGH-JKMN-PQ${String(i + 20)}`);

function answers(enrolmentRequired: boolean) {
  return (request: SentRequest) => {
    switch (request.url) {
      case authPaths.login.build():
        return { mfaRequired: true, enrolmentRequired, passkey: false };
      case authPaths.mfaSetup.build():
        return { secret: SECRET, otpauthUrl: `otpauth://totp/Worker%20CRM:sam?secret=${SECRET}&issuer=Worker%20CRM` };
      case authPaths.mfaEnable.build():
        return { recoveryCodes: CODES, user };
      case authPaths.mfaVerify.build():
        return { message: 'Login successful', user, recoveryCodesLeft: 9 };
      default:
        return {};
    }
  };
}

async function signInWithPassword(ui: ReturnType<typeof renderUi>) {
  await ui.user.type(screen.getByLabelText(/^Email/), 'sam@example.test');
  await ui.user.type(screen.getByLabelText(/^Password/), 'Kx9!mPq2#vRw');
  await ui.user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the login page after a right password', () => {
  it('enrolment: QR code, the secret as text, a labelled code field, then the recovery codes once', async () => {
    const ui = renderUi(<LoginPage />, { answer: answers(true) });
    await signInWithPassword(ui);
    expect(await screen.findByRole('heading', { name: 'Set Up Authenticator App' })).toBeTruthy();
    const qr = await screen.findByRole<HTMLImageElement>('img', { name: 'QR code for your authenticator app' });
    expect(qr.src).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByLabelText('Set-up key').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await ui.user.type(screen.getByLabelText(/^Code from your authenticator app/), '123 456');
    await ui.user.click(screen.getByRole('button', { name: 'Turn on and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Recovery Codes' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download codes' })).toBeTruthy();
    expect(ui.requests.map((r) => [r.url, r.body])).toEqual([
      [authPaths.login.build(), { email: 'sam@example.test', password: 'Kx9!mPq2#vRw' }],
      [authPaths.mfaSetup.build(), {}],
      [authPaths.mfaEnable.build(), { code: '123456' }],
    ]);
    // Signed in only on Continue, so the codes stay on screen until then.
    expect(ui.queryClient.getQueryData(queryKeys.currentUser)).toBeUndefined();
    await ui.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(ui.queryClient.getQueryData(queryKeys.currentUser)).toEqual(user);
  });

  it('the code screen: a 6-digit code is checked before it is sent', async () => {
    const ui = renderUi(<LoginPage />, { answer: answers(false) });
    await signInWithPassword(ui);
    expect(await screen.findByRole('heading', { name: 'Enter Your Code' })).toBeTruthy();
    await ui.user.type(screen.getByLabelText(/^Code from your authenticator app/), '12345');
    await ui.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeTruthy();
    await ui.user.type(screen.getByLabelText(/^Code from your authenticator app/), '6');
    await ui.user.click(screen.getByRole('button', { name: 'Verify' }));
    await expect.poll(() => ui.queryClient.getQueryData(queryKeys.currentUser)).toEqual(user);
    expect(ui.requests.at(-1)).toMatchObject({ url: authPaths.mfaVerify.build(), body: { code: '123456' } });
  });

  it('"Use a recovery code" asks for one instead', async () => {
    const ui = renderUi(<LoginPage />, { answer: answers(false) });
    await signInWithPassword(ui);
    await ui.user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await ui.user.type(screen.getByLabelText(/^Recovery code/), 'abcd-efgh-jkmn-pq20');
    await ui.user.click(screen.getByRole('button', { name: 'Verify' }));
    await expect.poll(() => ui.queryClient.getQueryData(queryKeys.currentUser)).toEqual(user);
    expect(ui.requests.at(-1)).toMatchObject({
      url: authPaths.mfaVerify.build(),
      body: { recoveryCode: 'abcd-efgh-jkmn-pq20' },
    });
  });
});

describe('recovery code texts', () => {
  it('says how many are left', () => {
    expect(recoveryCodesLeftText(9)).toBe('You have 9 recovery codes left.');
    expect(recoveryCodesLeftText(1)).toBe('You have 1 recovery code left.');
    expect(recoveryCodesLeftText(0)).toBe('You have no recovery codes left.');
  });

  it('the downloaded file lists the codes under a heading', () => {
    expect(recoveryCodesText(['AAAA-BBBB-CCCC-DDDD'], 'Worker CRM')).toBe(
      'Worker CRM recovery codes\nEach code signs you in once, in place of a code from your authenticator app.\n\nAAAA-BBBB-CCCC-DDDD\n',
    );
  });
});
