import { useState, type ComponentType } from 'react';
import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { Link } from 'wouter';
import { ComingSoon } from '../../components/coming-soon.tsx';
import { AccessRequestsTab } from '../../features/access-requests/components/access-requests-tab.tsx';
import { LoginAuditTab } from '../../features/login-audit/components/login-audit-tab.tsx';
import { useUserStats } from '../../features/users/api/get-user-stats.ts';
import { AdminStatCards } from '../../features/users/components/admin-stat-cards.tsx';
import { DeletedUsersTab } from '../../features/users/components/deleted-users/deleted-users-tab.tsx';
import { UserManagementTab } from '../../features/users/components/user-management-tab.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { AccessDenied } from '../shell/access-denied.tsx';
import { builtAdminTabs, comingAdminTabs, DEFAULT_ADMIN_TAB, type AdminTab } from './admin-control-panel-tabs.ts';

const panels: Record<AdminTab, ComponentType> = {
  'access-requests': AccessRequestsTab,
  'user-management': UserManagementTab,
  'deleted-users': DeletedUsersTab,
  'login-audit': LoginAuditTab,
};

/**
 * Admin Control Panel (part 3 section 2): a page of the app, since it composes three features'
 * tabs (users, access-requests, login-audit). /admin opens Access Requests, /admin-dashboard opens
 * User Management; only the active tab is mounted, so only its data is fetched.
 */
export default function AdminControlPanelPage({ initialTab }: { initialTab?: AdminTab }) {
  const [tab, setTab] = useState<string>(initialTab ?? DEFAULT_ADMIN_TAB);
  // The router may keep this page mounted between /admin and /admin-dashboard: follow the new prop.
  const [shownInitialTab, setShownInitialTab] = useState(initialTab);
  if (shownInitialTab !== initialTab) {
    setShownInitialTab(initialTab);
    setTab(initialTab ?? DEFAULT_ADMIN_TAB);
  }
  const stats = useUserStats();
  if (stats.error instanceof ApiError && stats.error.status === 403)
    return <AccessDenied message="You don't have permission to access the admin section." hasHomeLink={false} />;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} fz="h2">
          Admin Control Panel
        </Title>
        <Button component={Link} href="/admin-profile" variant="default" leftSection={<IconUserCircle size={16} aria-hidden />}>
          My Profile
        </Button>
      </Group>
      <AdminStatCards />
      <Tabs value={tab} onChange={(value) => value && setTab(value)} keepMounted={false}>
        <Tabs.List mb="md">
          {[...builtAdminTabs, ...comingAdminTabs].map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {builtAdminTabs.map(({ value }) => {
          const Panel = panels[value];
          return (
            <Tabs.Panel key={value} value={value}>
              <Panel />
            </Tabs.Panel>
          );
        })}
        {comingAdminTabs.map(({ value, label }) => (
          <Tabs.Panel key={value} value={value}>
            <ComingSoon title={label} order={2} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
