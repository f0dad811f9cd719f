import type { ReactNode } from 'react';
import { SimpleGrid, Text, type SimpleGridProps } from '@mantine/core';
import { MISSING } from '../lib/format-date.ts';

/** A fact of a card: its label and its value; an empty one shows the missing marker. */
export type CardFact = [label: string, value: ReactNode];

/** The facts a list's card shows under its name (a worker's, an agency's, a ticket's), as a description list. */
export function CardFacts({ facts, cols }: { facts: readonly CardFact[]; cols: SimpleGridProps['cols'] }) {
  return (
    <SimpleGrid component="dl" cols={cols} spacing="lg" verticalSpacing={4} m={0}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value === null || value === undefined || value === '' ? MISSING : value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
