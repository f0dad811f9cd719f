import { Paper, Text, Title, type TitleOrder } from '@mantine/core';

/**
 * A plain panel for an area not built yet, so no route ever shows a blank page. Its title is the
 * page's heading (h1) unless it sits under one, as in a tab of the Admin Control Panel.
 */
export function ComingSoon({ title, order = 1 }: { title: string; order?: TitleOrder }) {
  return (
    <Paper withBorder p="xl">
      <Title order={order} fz="h2" mb="xs">
        {title}
      </Title>
      <Text c="dimmed">This area is coming soon.</Text>
    </Paper>
  );
}
