import type { ReactNode } from 'react';
import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';

type StatCardProps = {
  label: string;
  value: number | string | undefined;
  icon: ReactNode;
  color: string;
  isLoading?: boolean;
  /** A line under the figure saying what it counts, when the label alone cannot. */
  note?: ReactNode;
  /** More under the note (a card's breakdown). */
  children?: ReactNode;
};

/** One figure (a count, or money already formatted) with its label; the label names the figure for screen readers too. */
export function StatCard({ label, value, icon, color, isLoading = false, note, children }: StatCardProps) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          {isLoading ? (
            <Skeleton h={28} w={56} mt={6} />
          ) : (
            <Text fz={28} fw={700} lh={1.2} mt={4} style={{ overflowWrap: 'anywhere' }}>
              {value ?? '—'}
            </Text>
          )}
          {note && (
            <Text size="xs" c="dimmed" mt={2}>
              {note}
            </Text>
          )}
          {children}
        </div>
        <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
