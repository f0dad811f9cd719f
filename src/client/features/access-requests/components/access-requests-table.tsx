import { Button, Group, Table, Text } from '@mantine/core';
import type { AccessRequest } from '../../../../shared/api/access-requests.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { fullName } from '../../../lib/full-name.ts';
import { sortAccessRequests } from '../lib/sort-access-requests.ts';
import { AccessStatusBadge } from './access-status-badge.tsx';

export type AccessRequestAction = 'approve' | 'reject' | 'view';

type Props = {
  requests: readonly AccessRequest[];
  onAction: (action: AccessRequestAction, request: AccessRequest) => void;
};

/**
 * Pending requests offer Approve and Reject, the others View (docs/domain.md). Each button's name
 * is its visible text; the row, named after the requester, tells the rows apart (docs/domain.md).
 */
export function AccessRequestsTable({ requests, onAction }: Props) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Access requests">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Requested</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sortAccessRequests(requests).map((request) => {
            const name = fullName(request);
            return (
              <Table.Tr key={request.id} aria-label={name}>
                <Table.Td>
                  <Text fw={500} size="sm">
                    {name}
                  </Text>
                </Table.Td>
                <Table.Td>{request.email}</Table.Td>
                <Table.Td>{formatDate(request.createdAt)}</Table.Td>
                <Table.Td>
                  <AccessStatusBadge status={request.status} />
                </Table.Td>
                <Table.Td>
                  {request.status === 'pending' ? (
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" color="green" onClick={() => onAction('approve', request)}>
                        Approve
                      </Button>
                      <Button size="xs" color="red" variant="light" onClick={() => onAction('reject', request)}>
                        Reject
                      </Button>
                    </Group>
                  ) : (
                    <Button size="xs" variant="default" onClick={() => onAction('view', request)}>
                      View
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
