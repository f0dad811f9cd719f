import { Suspense } from 'react';
import { Tabs } from '@mantine/core';
import { useLocation, useSearchParams } from 'wouter';
import type { CurrentUser } from '../../../shared/api/auth.ts';
import { permittedTabs, resolveTab } from '../../../shared/domain/permissions.ts';
import { PageLoader } from '../../components/page-loader.tsx';
import { tabPage } from '../areas.tsx';
import { AccessDenied } from '../shell/access-denied.tsx';
import { usePrefetchTab } from './prefetch-tab.ts';

/**
 * The tabbed main page (docs/domain.md): ?tab= picks the tab; an unknown value means dashboard,
 * a tab the user may not open gives their first permitted one (docs/domain.md). Only the
 * active tab is mounted, and each tab's screens (app/areas.tsx) are loaded on first use.
 */
export default function MainPage({ user }: { user: CurrentUser }) {
  const [searchParams] = useSearchParams();
  const [, navigate] = useLocation();
  const tabs = permittedTabs(user.role);
  const activeTab = resolveTab(searchParams.get('tab'), user.role);
  usePrefetchTab(
    activeTab,
    tabs.some((t) => t.value === 'workers'),
    searchParams.get('workertab'),
  );
  if (!activeTab) return <AccessDenied />;

  return (
    <Tabs value={activeTab} onChange={(tab) => tab && navigate(`/?tab=${tab}`)} keepMounted={false}>
      {/* On a phone the header's menu holds these tabs (shell/header-menu.tsx). */}
      <Tabs.List mb="md" visibleFrom="sm">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          {tab.value === activeTab && <Suspense fallback={<PageLoader />}>{tabPage(tab.value)}</Suspense>}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
