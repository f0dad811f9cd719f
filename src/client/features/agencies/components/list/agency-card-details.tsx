import { SimpleGrid, Text } from '@mantine/core';
import type { Agency } from '../../../../../shared/api/agencies.ts';

/** The facts a card shows (docs/domain.md, Agencies) beside its name and badges. */
export function AgencyCardDetails({ agency }: { agency: Agency }) {
  const facts: [string, string | number | null][] = [
    ['Contact', agency.contactName],
    ['City', agency.city],
    ['Industry Type', agency.industryType],
    ['Workers', agency.workerCount],
    ['Account Manager', agency.accountManager],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 5 }} spacing="lg" verticalSpacing={4} m={0}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value === null || value === '' ? '—' : value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
