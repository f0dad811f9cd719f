import { Paper, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** What a non-admin sees if the admin section is reached anyway (part 3 section 2). */
export function AdminAccessDenied() {
  return (
    <Paper withBorder p="xl" role="alert">
      <IconLock size={32} color="var(--mantine-color-red-6)" aria-hidden />
      <Title order={2} mt="sm" mb="xs">
        Access Denied
      </Title>
      <Text c="dimmed">You don&apos;t have permission to access the admin section.</Text>
    </Paper>
  );
}
