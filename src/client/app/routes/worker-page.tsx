import { useParams } from 'wouter';
import { ErasedWorkerRecord } from '../../features/worker-erasure/components/erased-worker-record.tsx';
import { EraseWorkerButton } from '../../features/worker-erasure/components/erase-worker-button.tsx';
import WorkerDetailPage from '../../features/workers/pages/worker-detail-page.tsx';
import { workerName } from '../../features/workers/lib/worker-name.ts';
import { useCurrentRole } from '../../lib/current-user.ts';

/**
 * A worker's own address, /workers/{id}: the workers feature's page, with the erasure of the
 * worker's personal data for admins (docs/domain.md, "Erasure"): Erase personal data beside the
 * legal hold, and, for a worker erased already (the workers API answers 404), the restricted record.
 */
export default function WorkerPage() {
  const params = useParams<{ id: string }>();
  const id = /^\d{1,10}$/.test(params.id ?? '') ? Number(params.id) : 0;
  const isAdmin = useCurrentRole() === 'admin';
  return (
    <WorkerDetailPage
      actions={(worker) =>
        isAdmin ? <EraseWorkerButton workerId={worker.id} workerName={workerName(worker)} /> : null
      }
      missing={(notFound) =>
        id === 0 ? notFound : <ErasedWorkerRecord workerId={id} isAdmin={isAdmin} fallback={notFound} />
      }
    />
  );
}
