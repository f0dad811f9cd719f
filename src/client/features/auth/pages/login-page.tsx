import { useState } from 'react';
import { AuthCard } from '../components/auth-card.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import { LoginForm } from '../components/login-form.tsx';

/** /login: 'CRM Login', or the Reset Password view after 'Forgot Password?' (docs/domain.md). */
export default function LoginPage() {
  const [view, setView] = useState<'login' | 'forgot'>('login');
  if (view === 'forgot') {
    return (
      <AuthCard title="Reset Password">
        <ForgotPasswordForm onBackToLogin={() => setView('login')} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="CRM Login">
      <LoginForm onForgotPassword={() => setView('forgot')} />
    </AuthCard>
  );
}
