import { Badge } from '@mantine/core';
import { roleColors, roleLabel } from '../lib/roles.ts';

/** A user's role as a coloured badge (users tables, the admin profile). */
export function RoleBadge({ role }: { role: string }) {
  return (
    <Badge color={roleColors[role] ?? 'gray'} variant="light">
      {roleLabel(role)}
    </Badge>
  );
}
