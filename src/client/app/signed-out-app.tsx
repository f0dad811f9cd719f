import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { LoadingScreen } from './shell/loading-screen.tsx';

const LandingPage = lazy(() => import('../features/landing/pages/landing-page.tsx'));
const LoginPage = lazy(() => import('../features/auth/pages/login-page.tsx'));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/reset-password-page.tsx'));
const SignedOutFallbackPage = lazy(() => import('./routes/signed-out-fallback-page.tsx'));

/** Routes for visitors (docs/domain.md): landing, login, password reset, else the fallback page. */
export default function SignedOutApp() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Switch>
        <Route path="/" component={LandingPage} />
        <Route path="/login" component={LoginPage} />
        <Route path="/reset-password" component={ResetPasswordPage} />
        <Route component={SignedOutFallbackPage} />
      </Switch>
    </Suspense>
  );
}
