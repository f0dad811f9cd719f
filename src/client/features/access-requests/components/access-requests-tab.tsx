import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import type { AccessRequest } from '../../../../shared/api/access-requests.ts';
import { EmptyMessage } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useAccessRequests } from '../api/get-access-requests.ts';
import { AccessRequestDetailsDialog } from './access-request-details-dialog.tsx';
import { AccessRequestsTable, type AccessRequestAction } from './access-requests-table.tsx';
import { ApproveAccessDialog } from './approve-access-dialog.tsx';
import { ExpiredRequestsCleanupCard } from './expired-requests-cleanup-card.tsx';
import { RejectAccessDialog } from './reject-access-dialog.tsx';

type OpenDialog = { action: AccessRequestAction; request: AccessRequest } | null;

/** Access requests: the table, its three dialogs and the expired-request cleanup (docs/domain.md). */
export function AccessRequestsTab() {
  const requests = useAccessRequests();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const requestFor = (action: AccessRequestAction) => (dialog?.action === action ? dialog.request : null);
  const hasPending = requests.data?.some((r) => r.status === 'pending') ?? false;

  return (
    <Stack gap="md">
      <ExpiredRequestsCleanupCard />
      <QueryState
        isPending={requests.isPending}
        error={requests.error}
        errorTitle="Failed to load access requests"
        loadingLabel="Loading access requests"
      >
        {requests.data?.length ? (
          <>
            {!hasPending && (
              <Text c="dimmed" size="sm">
                No pending access requests
              </Text>
            )}
            <AccessRequestsTable
              requests={requests.data}
              onAction={(action, request) => setDialog({ action, request })}
            />
          </>
        ) : (
          <EmptyMessage>No pending access requests</EmptyMessage>
        )}
      </QueryState>
      <ApproveAccessDialog request={requestFor('approve')} onClose={close} />
      <RejectAccessDialog request={requestFor('reject')} onClose={close} />
      <AccessRequestDetailsDialog request={requestFor('view')} onClose={close} />
    </Stack>
  );
}
