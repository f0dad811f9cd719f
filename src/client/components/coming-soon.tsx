import { Paper, Text, Title } from '@mantine/core';

/** A plain panel for an area not built yet, so no route ever shows a blank page. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Paper withBorder p="xl">
      <Title order={2} mb="xs">
        {title}
      </Title>
      <Text c="dimmed">This area is coming soon.</Text>
    </Paper>
  );
}
