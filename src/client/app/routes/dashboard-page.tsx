import { lazy } from 'react';
import DashboardPage from '../../features/dashboard/pages/dashboard-page.tsx';

// The workers feature's document manager, loaded when 'View Worker' first opens it.
const WorkerDocumentManager = lazy(() =>
  import('../../features/workers/components/documents/worker-document-manager.tsx').then((m) => ({
    default: m.WorkerDocumentManager,
  })),
);

/**
 * The Dashboard tab and /dashboard: a page of the app, since 'View Worker' in its Document Expiry
 * Alerts opens the workers feature's document manager (docs/domain.md), and a feature never
 * imports another.
 */
export default function DashboardRoutePage() {
  return <DashboardPage workerDocuments={WorkerDocumentManager} />;
}
