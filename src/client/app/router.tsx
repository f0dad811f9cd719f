import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../lib/current-user.ts';
import { usePrefetchLanding } from './routes/prefetch-tab.ts';
import { LoadingScreen } from './shell/loading-screen.tsx';
import { StartupFailure } from './shell/startup-failure.tsx';
import { useSessionExpiry } from './use-session-expiry.ts';

// Signed-out and signed-in screens are separate chunks: /login never loads the signed-in app.
const SignedOutApp = lazy(() => import('./signed-out-app.tsx'));
const SignedInApp = lazy(() => import('./signed-in-app.tsx'));

/** Chooses what to show from the current user: loading, start-up failure, signed out or signed in. */
export function AppRouter() {
  const currentUser = useCurrentUser();
  useSessionExpiry();
  usePrefetchLanding(currentUser.data);

  if (currentUser.data === undefined) return currentUser.isError ? <StartupFailure /> : <LoadingScreen />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      {currentUser.data ? <SignedInApp user={currentUser.data} /> : <SignedOutApp />}
    </Suspense>
  );
}
