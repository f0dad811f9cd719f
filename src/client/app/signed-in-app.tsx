import { lazy, Suspense } from 'react';
import { AppShell, Container } from '@mantine/core';
import { Redirect, Route, Switch } from 'wouter';
import type { CurrentUser } from '../../shared/api/auth.ts';
import { ComingSoon } from '../components/coming-soon.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { ForcedPasswordChangeDialog } from '../features/auth/components/forced-password-change-dialog.tsx';
import { AppHeader } from './shell/app-header.tsx';
import { PageNotFound } from './shell/page-not-found.tsx';
import { RouteGuard } from './shell/route-guard.tsx';

const MainPage = lazy(() => import('./routes/main-page.tsx'));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/reset-password-page.tsx'));
const AdminControlPanelPage = lazy(() => import('./routes/admin-control-panel-page.tsx'));
const AdminProfilePage = lazy(() => import('../features/profile/pages/admin-profile-page.tsx'));
const WorkersPage = lazy(() => import('../features/workers/pages/workers-page.tsx'));

/**
 * Signed-in screens (part 1 section 2): the header, then the route. While the user must change
 * their password nothing else is mounted, so nothing else is fetched (part 3 section 2).
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
      </AppShell.Main>
    </AppShell>
  );
}

function SignedInRoutes({ user }: { user: CurrentUser }) {
  const role = user.role;
  return (
    <Suspense fallback={<PageLoader />}>
      <Switch>
        <Route path="/">
          <MainPage user={user} />
        </Route>
        <Route path="/admin">
          <RouteGuard path="/admin" role={role}>
            <AdminControlPanelPage initialTab="access-requests" />
          </RouteGuard>
        </Route>
        <Route path="/admin-dashboard">
          <RouteGuard path="/admin-dashboard" role={role}>
            <AdminControlPanelPage initialTab="user-management" />
          </RouteGuard>
        </Route>
        <Route path="/admin-profile">
          <RouteGuard path="/admin-profile" role={role}>
            <AdminProfilePage />
          </RouteGuard>
        </Route>
        <Route path="/agencies">
          <RouteGuard path="/agencies" role={role}>
            <ComingSoon title="Agencies" />
          </RouteGuard>
        </Route>
        <Route path="/agency/:id">
          {/* An agency's detail needs what the agency list needs. */}
          <RouteGuard path="/agencies" role={role}>
            <ComingSoon title="Agency Details" />
          </RouteGuard>
        </Route>
        <Route path="/tickets">
          <RouteGuard path="/tickets" role={role}>
            <ComingSoon title="Tickets" />
          </RouteGuard>
        </Route>
        <Route path="/workers">
          <RouteGuard path="/workers" role={role}>
            <WorkersPage />
          </RouteGuard>
        </Route>
        <Route path="/reset-password" component={ResetPasswordPage} />
        <Route path="/login">
          <Redirect to="/" replace />
        </Route>
        <Route component={PageNotFound} />
      </Switch>
    </Suspense>
  );
}
