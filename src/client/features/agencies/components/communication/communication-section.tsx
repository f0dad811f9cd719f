import { useState } from 'react';
import { Divider, Pagination, Stack, Title } from '@mantine/core';
import { COMMUNICATION_PAGE_SIZE } from '../../../../../shared/domain/agencies.ts';
import { canRemoveAgencyRecords } from '../../../../../shared/domain/permissions.ts';
import { confirmAction } from '../../../../components/confirm.tsx';
import { EmptyMessage } from '../../../../components/empty-state.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { useCurrentRole } from '../../../../lib/current-user.ts';
import { useCommunicationPage, useDeleteCommunication } from '../../api/communications.ts';
import { CommunicationEntry } from './communication-entry.tsx';
import { CommunicationForm } from './communication-form.tsx';

/** The agency's communication log (docs/domain.md, Agencies): the form, then the entries 5 a page, newest first. */
export function CommunicationSection({ agencyId }: { agencyId: number }) {
  const [page, setPage] = useState(1);
  const logs = useCommunicationPage(agencyId, page);
  const remove = useDeleteCommunication();
  const canDelete = canRemoveAgencyRecords(useCurrentRole());
  const totalPages = Math.max(1, Math.ceil((logs.data?.total ?? 0) / COMMUNICATION_PAGE_SIZE));

  return (
    <Stack gap="md">
      <Title order={3} fz="md">
        Log Communication
      </Title>
      <CommunicationForm agencyId={agencyId} onLogged={() => setPage(1)} />
      <Divider />
      <Title order={3} fz="md">
        Communication History
      </Title>
      <QueryState
        isPending={logs.isPending}
        error={logs.error}
        errorTitle="Failed to load communications"
        loadingLabel="Loading communications"
      >
        {logs.data?.total === 0 ? (
          <EmptyMessage>No communications logged for this agency</EmptyMessage>
        ) : (
          <Stack gap="xs">
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Communication history">
              {logs.data?.items.map((log) => (
                <CommunicationEntry
                  key={log.id}
                  log={log}
                  onDelete={
                    canDelete
                      ? () =>
                          confirmAction({
                            title: 'Delete Communication',
                            message: `Delete the ${log.communicationMethod.toLowerCase()} log with ${log.contactPerson}?`,
                            detail: 'This cannot be undone.',
                            confirmLabel: 'Delete',
                            onConfirm: () => remove.mutate({ agencyId, logId: log.id }),
                          })
                      : undefined
                  }
                />
              ))}
            </Stack>
            {totalPages > 1 && (
              <Pagination
                total={totalPages}
                value={page}
                onChange={setPage}
                size="sm"
                aria-label="Communication pages"
              />
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
