import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { CurrentUser, MfaEnableAnswer } from '../../../../shared/api/auth.ts';
import { safeNextPath } from '../../../lib/next-path.ts';
import { toast } from '../../../lib/toast.ts';
import { useSignedIn } from '../api/mfa.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { MfaEnrolForm } from '../components/mfa-enrol-form.tsx';
import { MfaVerifyForm } from '../components/mfa-verify-form.tsx';
import { PasskeyEnrolForm } from '../components/passkey-enrol-form.tsx';
import { RecoveryCodes } from '../components/recovery-codes.tsx';
import { recoveryCodesLeftText } from '../lib/recovery-codes.ts';

type View = 'login' | 'forgot' | 'enrol' | 'verify';

/**
 * /login: 'CRM Login', the Reset Password view after 'Forgot Password?', and after the password the
 * second factor: setting up the authenticator app or a passkey (then the recovery codes, once), or
 * the app's code or the passkey
 * (docs/domain.md, "Sign-in and sessions", "Multi-factor sign-in").
 */
export default function LoginPage() {
  const [view, setView] = useState<View>('login');
  const [hasPasskey, setHasPasskey] = useState(false);
  const [passkeyEnrol, setPasskeyEnrol] = useState(false);
  const [enabled, setEnabled] = useState<MfaEnableAnswer | null>(null);
  const [, navigate] = useLocation();
  const next = safeNextPath(new URLSearchParams(useSearch()).get('next'));
  const signIn = useSignedIn();
  const openApp = (user: CurrentUser) => {
    navigate(next, { replace: true });
    signIn(user);
  };

  if (view === 'forgot') {
    return (
      <AuthCard title="Reset Password">
        <ForgotPasswordForm onBackToLogin={() => setView('login')} />
      </AuthCard>
    );
  }
  if (view === 'enrol') {
    return (
      <AuthCard title={enabled ? 'Recovery Codes' : passkeyEnrol ? 'Set Up a Passkey' : 'Set Up Authenticator App'}>
        {enabled ? (
          <RecoveryCodes codes={enabled.recoveryCodes} onContinue={() => openApp(enabled.user)} />
        ) : passkeyEnrol ? (
          <PasskeyEnrolForm onEnabled={setEnabled} onUseApp={() => setPasskeyEnrol(false)} />
        ) : (
          <MfaEnrolForm onEnabled={setEnabled} onUsePasskey={() => setPasskeyEnrol(true)} />
        )}
      </AuthCard>
    );
  }
  if (view === 'verify') {
    return (
      <AuthCard title="Enter Your Code">
        <MfaVerifyForm
          passkey={hasPasskey}
          onVerified={(answer, usedRecoveryCode) => {
            toast({
              title: 'Login successful',
              description: usedRecoveryCode ? recoveryCodesLeftText(answer.recoveryCodesLeft) : 'Welcome back!',
            });
            openApp(answer.user);
          }}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="CRM Login">
      <LoginForm
        onForgotPassword={() => setView('forgot')}
        onMfaRequired={(enrolmentRequired, passkey) => {
          setHasPasskey(passkey);
          setView(enrolmentRequired ? 'enrol' : 'verify');
        }}
      />
    </AuthCard>
  );
}
