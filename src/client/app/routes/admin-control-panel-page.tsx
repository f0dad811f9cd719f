import type { ComponentType } from 'react';
import { BackToMainLink } from '../../components/back-to-main-link.tsx';
import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { IconHistory, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'wouter';
import { AccessRequestsTab } from '../../features/access-requests/components/access-requests-tab.tsx';
import { AdminAgenciesTab } from '../../features/agencies/components/admin/admin-agencies-tab.tsx';
import { FeedbackManagementTab } from '../../features/feedback/components/admin/feedback-management-tab.tsx';
import { JobsTab } from '../../features/jobs/components/jobs-tab.tsx';
import { LoginAuditTab } from '../../features/login-audit/components/login-audit-tab.tsx';
import { PayrollCompaniesTab } from '../../features/payroll-companies/components/payroll-companies-tab.tsx';
import { useUserStats } from '../../features/users/api/get-user-stats.ts';
import { AdminStatCards } from '../../features/users/components/admin-stat-cards.tsx';
import { DeletedUsersTab } from '../../features/users/components/deleted-users/deleted-users-tab.tsx';
import { UserManagementTab } from '../../features/users/components/user-management-tab.tsx';
import { RetentionTab } from '../../features/retention/components/retention-tab.tsx';
import { SubjectAccessTab } from '../../features/subject-access-requests/components/subject-access-tab.tsx';
import { DeletedWorkersTab } from '../../features/workers/components/deleted-workers/deleted-workers-tab.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useUrlState } from '../../lib/use-url-state.ts';
import { ADMIN_DENIED, AccessDenied } from '../shell/access-denied.tsx';
import {
  adminTabParam,
  adminTabs,
  DEFAULT_ADMIN_TAB,
  readAdminTab,
  type AdminTab,
} from './admin-control-panel-tabs.ts';

const panels: Record<AdminTab, ComponentType> = {
  agencies: AdminAgenciesTab,
  'access-requests': AccessRequestsTab,
  'user-management': UserManagementTab,
  'deleted-users': DeletedUsersTab,
  'deleted-workers': DeletedWorkersTab,
  'login-audit': LoginAuditTab,
  'payroll-companies': PayrollCompaniesTab,
  feedback: FeedbackManagementTab,
  jobs: JobsTab,
  'subject-access': SubjectAccessTab,
  retention: RetentionTab,
};

/**
 * Admin Control Panel (docs/domain.md): a page of the app, since it composes five features'
 * tabs (agencies, users, access-requests, login-audit, payroll-companies). /admin opens Access Requests, /admin-dashboard opens
 * User Management; only the active tab is mounted, so only its data is fetched. The tab chosen
 * is ?admintab= in the address (issue 9), so a reload, Back and a shared link keep it; without it
 * the route's own tab shows.
 */
export default function AdminControlPanelPage({ initialTab }: { initialTab?: AdminTab }) {
  const [params, setParams] = useUrlState();
  const tab = readAdminTab(params.get(adminTabParam)) ?? initialTab ?? DEFAULT_ADMIN_TAB;
  const stats = useUserStats();
  if (stats.error instanceof ApiError && stats.error.status === 403)
    return <AccessDenied message={ADMIN_DENIED} hasHomeLink={false} />;

  return (
    <Stack gap="lg">
      <BackToMainLink />
      <Group justify="space-between" align="center">
        <Title order={1} fz="h2">
          Admin Control Panel
        </Title>
        <Group gap="sm">
          <Button
            component={Link}
            href="/admin/audit-trail"
            variant="default"
            leftSection={<IconHistory size={16} aria-hidden />}
          >
            Audit Trail
          </Button>
          <Button
            component={Link}
            href="/admin-profile"
            variant="default"
            leftSection={<IconUserCircle size={16} aria-hidden />}
          >
            Admin Profile
          </Button>
        </Group>
      </Group>
      <AdminStatCards />
      <Tabs
        value={tab}
        onChange={(value) => value && setParams({ [adminTabParam]: value }, { push: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {adminTabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {adminTabs.map(({ value }) => {
          const Panel = panels[value];
          return (
            <Tabs.Panel key={value} value={value}>
              <Panel />
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
