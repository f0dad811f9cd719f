import { Paper, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { AGENCY_DENIED } from '../lib/access.ts';

/** Part 2 section 2.1: the agency section refused (the server answered 403). */
export function AgencyAccessDenied() {
  return (
    <Paper withBorder p="xl" role="alert">
      <IconLock size={32} color="var(--mantine-color-red-6)" aria-hidden />
      <Title order={1} fz="h2" mt="sm" mb="xs">
        Access Denied
      </Title>
      <Text c="dimmed">{AGENCY_DENIED}</Text>
    </Paper>
  );
}
