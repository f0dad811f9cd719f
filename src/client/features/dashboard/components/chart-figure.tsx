import { useId, type ReactNode } from 'react';
import { Paper, Text, Title } from '@mantine/core';

type Props = { title: string; summary: string; children: ReactNode };

/**
 * A chart with its heading and its summary in words: the figure is named by the heading and
 * described by the summary, so a screen reader (or anyone) gets what the bars show.
 */
export function ChartFigure({ title, summary, children }: Props) {
  const id = useId();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="figure"
      m={0}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
    >
      <Title order={2} fz="h4" id={`${id}-title`}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md" id={`${id}-summary`}>
        {summary}
      </Text>
      {children}
    </Paper>
  );
}
