import { Badge } from '@mantine/core';
import { documentStatusBadge } from './document-labels.ts';

export function DocumentStatusBadge({ status }: { status: string | null | undefined }) {
  const { label, color } = documentStatusBadge(status);
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}
