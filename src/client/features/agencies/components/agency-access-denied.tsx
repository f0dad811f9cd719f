import { Paper, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { AGENCY_DENIED } from '../lib/access.ts';

/** The agency section refused, the server having answered 403 (docs/domain.md, Agencies). */
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
