import { Button, Paper, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'wouter';

/** What a non-admin sees in the admin section, whether the route or the data refuses (docs/domain.md, Who sees what). */
export const ADMIN_DENIED = "You don't have permission to access the admin section.";

type Props = { message?: string; hasHomeLink?: boolean };

/**
 * A signed-in user opened a route their role does not permit (docs/domain.md); the admin
 * section says so in its own words, without the home link (docs/domain.md).
 */
export function AccessDenied({
  message = 'You do not have permission to view this page. Please contact an administrator if you need access.',
  hasHomeLink = true,
}: Props) {
  return (
    <Paper withBorder p="xl" role="alert">
      <IconLock size={32} color="var(--mantine-color-red-6)" aria-hidden />
      <Title order={1} fz="h2" mt="sm" mb="xs">
        Access Denied
      </Title>
      <Text c="dimmed" mb={hasHomeLink ? 'md' : undefined}>
        {message}
      </Text>
      {hasHomeLink && (
        <Button component={Link} href="/" variant="default">
          Go to Home
        </Button>
      )}
    </Paper>
  );
}
