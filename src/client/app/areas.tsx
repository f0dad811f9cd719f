import { lazy, Suspense, type ReactElement } from 'react';
import type { SavedViewList } from '../../shared/domain/saved-views.ts';
import { mainTabs, type MainTab } from '../../shared/domain/permissions.ts';
import { ComingSoon } from '../components/coming-soon.tsx';
import { workersPage } from './routes/prefetch-tab.ts';
import { AGENCY_DENIED } from '../features/agencies/lib/access.ts';
import { ADMIN_DENIED } from './shell/access-denied.tsx';
import { TabRedirect } from './routes/tab-redirect.tsx';

// Each screen is imported lazily once, here, so each is a chunk of its own and /login stays small.
const WorkersPage = workersPage.Component;
const AdminControlPanelPage = lazy(() => import('./routes/admin-control-panel-page.tsx'));
const AdminProfilePage = lazy(() => import('../features/profile/pages/admin-profile-page.tsx'));
const MyProfilePage = lazy(() => import('./routes/my-profile-page.tsx'));
const AgenciesPage = lazy(() => import('../features/agencies/pages/agencies-page.tsx'));
const WorkerPage = lazy(() => import('./routes/worker-page.tsx'));
const AgencyDetailPage = lazy(() => import('../features/agencies/pages/agency-detail-page.tsx'));
const BulkUploadPage = lazy(() => import('../features/worker-import/pages/bulk-upload-page.tsx'));
const TicketsPage = lazy(() => import('../features/tickets/pages/tickets-page.tsx'));
const PayrollPage = lazy(() => import('../features/payroll/pages/payroll-page.tsx'));
const DashboardPage = lazy(() => import('./routes/dashboard-page.tsx'));
const AuditTrailPage = lazy(() => import('../features/audit/pages/audit-trail-page.tsx'));
const ReportsPage = lazy(() => import('../features/reports/pages/reports-page.tsx'));
const MyWorkPage = lazy(() => import('../features/my-work/pages/my-work-page.tsx'));
const SavedViewsBar = lazy(() =>
  import('../features/saved-views/components/saved-views-bar.tsx').then((m) => ({ default: m.SavedViewsBar })),
);

/** A list's saved views (docs/domain.md, "Saved views"), composed into its page here: features never import each other. */
const savedViews = (list: SavedViewList) => (
  <Suspense fallback={null}>
    <SavedViewsBar list={list} />
  </Suspense>
);

type AreaRoute = {
  path: string;
  /** The route whose permission (routePermissions in shared/domain/permissions.ts) guards this one; itself by default. */
  guardedAs?: string;
  /** What the route shows; the area's page by default. */
  page?: ReactElement;
  /** Title of the 'coming soon' panel of an area not built yet; its tab's label by default. */
  title?: string;
  /** What a user without the route's permission is told; the general Access Denied text by default. */
  deniedMessage?: string;
};

type ClientArea = {
  name: string;
  /** Its main-page tab (docs/domain.md); label and permission are those of mainTabs. */
  tab?: MainTab;
  /** What its tab and routes show; an area without one shows 'This area is coming soon.'. */
  page?: ReactElement;
  /** Its own routes, each guarded by the route-to-permission map. */
  routes?: readonly AreaRoute[];
};

/**
 * The client's areas: the one table the main-page tabs, the signed-in routes and the lazy pages
 * are derived from. Wiring a new area is one row here (and its tab in mainTabs, its permission in
 * routePermissions).
 */
export const clientAreas: readonly ClientArea[] = [
  {
    name: 'dashboard',
    tab: 'dashboard',
    page: <DashboardPage />,
    routes: [{ path: '/dashboard', page: <TabRedirect tab="dashboard" /> }],
  },
  {
    name: 'workers',
    tab: 'workers',
    page: <WorkersPage savedViews={savedViews('workers')} />,
    // A worker's own address, guarded as the list is (docs/domain.md "Addresses").
    routes: [
      { path: '/workers', page: <TabRedirect tab="workers" /> },
      { path: '/workers/:id', guardedAs: '/workers', page: <WorkerPage /> },
    ],
  },
  { name: 'worker-import', tab: 'bulk-upload', page: <BulkUploadPage /> },
  {
    name: 'agencies',
    tab: 'agencies',
    page: <AgenciesPage />,
    // An agency's detail needs what the agency list needs, refused in the same words (docs/domain.md, Agencies).
    routes: [
      { path: '/agencies', page: <TabRedirect tab="agencies" />, deniedMessage: AGENCY_DENIED },
      { path: '/agency/:id', guardedAs: '/agencies', page: <AgencyDetailPage />, deniedMessage: AGENCY_DENIED },
    ],
  },
  {
    name: 'tickets',
    tab: 'tickets',
    page: <TicketsPage savedViews={savedViews('tickets')} />,
    routes: [{ path: '/tickets', page: <TabRedirect tab="tickets" /> }],
  },
  {
    name: 'payroll',
    tab: 'payroll',
    page: <PayrollPage />,
    routes: [{ path: '/payroll', page: <TabRedirect tab="payroll" /> }],
  },
  {
    name: 'reports',
    tab: 'reports',
    page: <ReportsPage />,
    routes: [{ path: '/reports', page: <TabRedirect tab="reports" /> }],
  },
  {
    name: 'admin',
    tab: 'admin',
    page: <AdminControlPanelPage />,
    routes: [
      { path: '/admin', page: <AdminControlPanelPage initialTab="access-requests" />, deniedMessage: ADMIN_DENIED },
      {
        path: '/admin-dashboard',
        page: <AdminControlPanelPage initialTab="user-management" />,
        deniedMessage: ADMIN_DENIED,
      },
      { path: '/admin/audit-trail', page: <AuditTrailPage />, deniedMessage: ADMIN_DENIED },
    ],
  },
  {
    name: 'my-work',
    // Every signed-in user's (not in the route map); each kind shows to the roles that handle it (docs/domain.md, "My work").
    routes: [{ path: '/my-work', page: <MyWorkPage /> }],
  },
  {
    name: 'profile',
    // My Profile is every signed-in user's (not in the route map, so open to all); Admin Profile is the admin's.
    routes: [
      { path: '/profile', page: <MyProfilePage /> },
      { path: '/admin-profile', page: <AdminProfilePage /> },
    ],
  },
];

const labelOf = (tab: MainTab | undefined) => mainTabs.find((t) => t.value === tab)?.label ?? '';

/** What a main-page tab shows: its area's page, else a 'coming soon' panel, never a blank page. */
export function tabPage(tab: MainTab): ReactElement {
  return clientAreas.find((area) => area.tab === tab)?.page ?? <ComingSoon title={labelOf(tab)} />;
}

/**
 * The signed-in routes of the areas. Routes of one area share a key, so moving between them (say
 * /admin and /admin-dashboard) keeps the page mounted and it follows its new props.
 */
export const areaRoutes = clientAreas.flatMap((area) =>
  (area.routes ?? []).map((route) => ({
    key: area.name,
    path: route.path,
    guardedAs: route.guardedAs ?? route.path,
    deniedMessage: route.deniedMessage,
    page: route.page ?? area.page ?? <ComingSoon title={route.title ?? labelOf(area.tab)} />,
  })),
);
