import { Button, Paper, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'wouter';
import { agencyMessages } from '../../../../../shared/api/agencies.ts';

/** The agency does not exist, or is outside a client's agency (docs/domain.md, Agencies). */
export function AgencyNotFound() {
  return (
    <Paper withBorder p="xl" role="alert">
      <Title order={1} fz="h2" mb="xs">
        Agency Not Found
      </Title>
      <Text c="dimmed" mb="md">
        {agencyMessages.notFound}
      </Text>
      <Button component={Link} href="/agencies" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
        Back to Agencies
      </Button>
    </Paper>
  );
}
