import { lazy } from 'react';
import type { MainTab } from '../../../shared/domain/permissions.ts';
import { ComingSoon } from '../../components/coming-soon.tsx';
import { workersPage } from './prefetch-tab.ts';

const AdminControlPanelPage = lazy(() => import('./admin-control-panel-page.tsx'));
const WorkersPage = workersPage.Component;

/**
 * What each main-page tab shows. An area gets its lazily imported page here when it is built;
 * until then its tab shows a plain 'coming soon' panel, never a blank page.
 */
export function MainTabContent({ tab, label }: { tab: MainTab; label: string }) {
  switch (tab) {
    case 'admin':
      return <AdminControlPanelPage />;
    case 'workers':
      return <WorkersPage />;
    default:
      return <ComingSoon title={label} />;
  }
}
