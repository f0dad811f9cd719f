import type { ReactNode } from 'react';
import { Modal, Table } from '@mantine/core';
import type { AccessRequest } from '../../../../shared/api/access-requests.ts';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';
import { fullName } from '../../../lib/full-name.ts';
import { roleLabel } from '../../../lib/roles.ts';
import { AccessStatusBadge } from './access-status-badge.tsx';

type Props = { request: AccessRequest | null; onClose: () => void };

/** A processed request: who, when it was handled and, for a rejection, why. */
export function AccessRequestDetailsDialog({ request, onClose }: Props) {
  return (
    <Modal opened={request !== null} onClose={onClose} title="Access Request Details" size="md">
      {request && (
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            <Row label="Name">{fullName(request)}</Row>
            <Row label="Email">{request.email}</Row>
            <Row label="Requested Access">
              {request.requestedAccessLevel ? roleLabel(request.requestedAccessLevel) : '—'}
            </Row>
            <Row label="Status">
              <AccessStatusBadge status={request.status} />
            </Row>
            <Row label="Requested">{formatDate(request.createdAt)}</Row>
            <Row label="Processed">{formatDateTime(request.processedAt)}</Row>
            {request.status === 'rejected' && <Row label="Rejection Reason">{request.rejectionReason || '—'}</Row>}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={160}>{label}</Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{children}</Table.Td>
    </Table.Tr>
  );
}
