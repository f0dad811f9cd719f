import { lazy, Suspense } from 'react';
import { AppShell, Container } from '@mantine/core';
import { Redirect, Route, Switch, useSearch } from 'wouter';
import type { CurrentUser } from '../../shared/api/auth.ts';
import { FreshSignInDialog } from '../components/fresh-sign-in-dialog.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { safeNextPath } from '../lib/next-path.ts';
import { ForcedPasswordChangeDialog } from '../features/auth/components/forced-password-change-dialog.tsx';
import { PowerUse } from '../features/search/components/power-use.tsx';
import { areaRoutes } from './areas.tsx';
import { AppHeader } from './shell/app-header.tsx';
import { PageNotFound } from './shell/page-not-found.tsx';
import { RouteGuard } from './shell/route-guard.tsx';

const MainPage = lazy(() => import('./routes/main-page.tsx'));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/reset-password-page.tsx'));

/**
 * Signed-in screens (docs/domain.md): the header, then the route. While the user must change
 * their password nothing else is mounted, so nothing else is fetched (docs/domain.md). The
 * re-authentication dialog stands beside every page (docs/domain.md, "Multi-factor sign-in"), and
 * so do the command palette and the keyboard shortcuts (docs/domain.md, "Keyboard shortcuts").
 */
export default function SignedInApp({ user }: { user: CurrentUser }) {
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <AppHeader user={user} />
      </AppShell.Header>
      <AppShell.Main bg="gray.0">
        <Container size="xl" px={0}>
          {user.requirePasswordChange ? <ForcedPasswordChangeDialog /> : <SignedInRoutes user={user} />}
        </Container>
        <FreshSignInDialog />
        {/* The command palette and the keyboard shortcuts; not while a password change is forced. */}
        {!user.requirePasswordChange && <PowerUse role={user.role} />}
      </AppShell.Main>
    </AppShell>
  );
}

/** The main page, every area's routes (app/areas.tsx), then the pages every signed-in user has. */
function SignedInRoutes({ user }: { user: CurrentUser }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <Switch>
        <Route path="/">
          <MainPage user={user} />
        </Route>
        {areaRoutes.map(({ key, path, guardedAs, deniedMessage, page }) => (
          <Route key={key} path={path}>
            <RouteGuard path={guardedAs} role={user.role} deniedMessage={deniedMessage}>
              {page}
            </RouteGuard>
          </Route>
        ))}
        <Route path="/reset-password" component={ResetPasswordPage} />
        <Route path="/login">
          <LoginRedirect />
        </Route>
        <Route component={PageNotFound} />
      </Switch>
    </Suspense>
  );
}

/** Signed in, /login goes on to where ?next= points (a path of this site), else home. */
function LoginRedirect() {
  return <Redirect to={safeNextPath(new URLSearchParams(useSearch()).get('next'))} replace />;
}
