import { Button, Paper, Text, Title } from '@mantine/core';
import { Link } from 'wouter';

/** A signed-in user asked for a path the app does not have. */
export function PageNotFound() {
  return (
    <Paper withBorder p="xl">
      <Title order={1} fz="h2" mb="xs">
        Page Not Found
      </Title>
      <Text c="dimmed" mb="md">
        The page you are looking for does not exist.
      </Text>
      <Button component={Link} href="/" variant="default">
        Go to Home
      </Button>
    </Paper>
  );
}
