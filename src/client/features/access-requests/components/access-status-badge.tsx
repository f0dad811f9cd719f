import { Badge } from '@mantine/core';
import type { AccessRequest } from '../../../../shared/api/access-requests.ts';

const colors: Record<AccessRequest['status'], string> = { pending: 'yellow', approved: 'green', rejected: 'red' };
const labels: Record<AccessRequest['status'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export function AccessStatusBadge({ status }: { status: AccessRequest['status'] }) {
  return (
    <Badge color={colors[status] ?? 'gray'} variant="light">
      {labels[status] ?? status}
    </Badge>
  );
}
