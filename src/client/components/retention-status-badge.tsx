import { Badge } from '@mantine/core';
import { retentionBadge } from '../lib/retention-badge.ts';

export function RetentionStatusBadge({ daysLeft }: { daysLeft: number }) {
  const { color, label } = retentionBadge(daysLeft);
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}
