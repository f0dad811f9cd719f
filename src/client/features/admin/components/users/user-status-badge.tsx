import { Badge } from '@mantine/core';

export function UserStatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge color={isActive ? 'green' : 'gray'} variant="light">
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}
