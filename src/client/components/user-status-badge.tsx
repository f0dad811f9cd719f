import { Badge } from '@mantine/core';

/** Active or Inactive (users table, the admin profile). */
export function UserStatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge color={isActive ? 'green' : 'gray'} variant="light">
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}
