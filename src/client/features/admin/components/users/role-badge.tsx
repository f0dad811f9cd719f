import { Badge } from '@mantine/core';
import { roleColors, roleLabel } from '../../lib/roles.ts';

export function RoleBadge({ role }: { role: string }) {
  return (
    <Badge color={roleColors[role] ?? 'gray'} variant="light">
      {roleLabel(role)}
    </Badge>
  );
}
