import { Stack, Tabs, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { dashboardKeys } from '../api/dashboard-keys.ts';
import { useExpiringDocuments } from '../api/get-expiring-documents.ts';
import { ExpiryAlertsPanel } from '../components/expiry-alerts-panel.tsx';
import { OverviewCards } from '../components/overview-cards.tsx';
import { PayrollReports } from '../components/payroll-reports.tsx';
import { WorkerDocumentsDialog, type WorkerDocumentsView } from '../components/worker-documents-dialog.tsx';
import {
  dashboardTabs,
  dashboardUrlPatch,
  readDashboardUrl,
  type DashboardTab,
  type DashboardUrlState,
} from '../lib/dashboard-url.ts';

/**
 * The Dashboard (docs/domain.md; `/?tab=dashboard` and `/dashboard`, permission dashboard, so
 * never a client user's): Overview (three cards and the Document Expiry Alerts) and Payroll
 * Reports. The tab, period, filters and the open document manager live in the address
 * (docs/domain.md "Dashboard screen"). `workerDocuments` is the workers feature's document
 * manager, handed in by the app page that composes the two features.
 */
export default function DashboardPage({ workerDocuments }: { workerDocuments: WorkerDocumentsView }) {
  const [params, setParams] = useUrlState();
  const state = readDashboardUrl(params);
  const change = (patch: Partial<DashboardUrlState>, push = false) => setParams(dashboardUrlPatch(patch), { push });
  const queryClient = useQueryClient();
  // The alert list (cached) names the worker whose documents are open.
  const alerts = useExpiringDocuments();
  const openName = alerts.data?.find((a) => a.workerId === state.documentsOf)?.workerName;

  const closeDocuments = () => {
    change({ documentsOf: null });
    // An upload or delete in the manager may change the alerts and the compliance figure.
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  };

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        Dashboard
      </Title>
      <Tabs
        value={state.tab}
        onChange={(value) => value && change({ tab: value as DashboardTab }, true)}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {dashboardTabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overview">
          <Stack gap="lg">
            <OverviewCards />
            <ExpiryAlertsPanel onViewWorker={(alert) => change({ documentsOf: alert.workerId }, true)} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="reports">
          <PayrollReports state={state} onChange={change} />
        </Tabs.Panel>
      </Tabs>
      <WorkerDocumentsDialog
        workerId={state.documentsOf}
        workerName={openName}
        manager={workerDocuments}
        onClose={closeDocuments}
      />
    </Stack>
  );
}
