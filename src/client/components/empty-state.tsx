import type { ReactNode } from 'react';
import { Paper, Text } from '@mantine/core';

/** The sentence a list shows when it has nothing to show. */
export function EmptyMessage({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="xl" radius="md" ta="center">
      <Text c="dimmed">{children}</Text>
    </Paper>
  );
}
