import { Button, Paper, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'wouter';

/** A signed-in user opened a route their role does not permit (part 1 section 6). */
export function AccessDenied() {
  return (
    <Paper withBorder p="xl" role="alert">
      <IconLock size={32} color="var(--mantine-color-red-6)" aria-hidden />
      <Title order={2} mt="sm" mb="xs">
        Access Denied
      </Title>
      <Text c="dimmed" mb="md">
        You do not have permission to view this page. Please contact an administrator if you need access.
      </Text>
      <Button component={Link} href="/" variant="default">
        Go to Home
      </Button>
    </Paper>
  );
}
