import { Accordion, Badge, Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { HelpEntry } from '../lib/types.ts';
import { EntryDetails } from './entry-details.tsx';

type Props = {
  entries: readonly HelpEntry[];
  /** The text shown when nothing matches (docs/domain.md). */
  emptyText: string;
  openedId: string | null;
  onToggle: (id: string | null) => void;
  /** Opens another entry (a related workflow or issue), in whichever tab holds it. */
  onOpen: (id: string) => void;
  relatedOf: (ids: readonly string[]) => { id: string; title: string }[];
};

/** What the closed entry shows beside its title: category, and for a workflow its difficulty and time. */
function EntryBadges({ entry }: { entry: HelpEntry }) {
  return (
    <Group component="span" gap={6}>
      <Badge component="span" variant="light" color="gray">
        {entry.category}
      </Badge>
      {entry.kind === 'workflow' && (
        <>
          <Badge component="span" variant="light" color={entry.difficulty === 'Easy' ? 'green' : 'yellow'}>
            {entry.difficulty}
          </Badge>
          <Badge component="span" variant="outline" color="gray" leftSection={<IconClock size={12} aria-hidden />}>
            {entry.estimatedTime}
          </Badge>
        </>
      )}
    </Group>
  );
}

/** A tab's entries: each opens in place to show its details. */
export function EntryList({ entries, emptyText, openedId, onToggle, onOpen, relatedOf }: Props) {
  if (entries.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {emptyText}
      </Text>
    );
  return (
    <Accordion variant="separated" order={3} value={openedId} onChange={onToggle}>
      {entries.map((entry) => (
        <Accordion.Item key={entry.id} value={entry.id}>
          <Accordion.Control data-entry-id={entry.id}>
            <Text component="span" display="block" fw={600}>
              {entry.title}
            </Text>
            <Text component="span" display="block" size="sm" c="dimmed" mt={2} mb={6}>
              {entry.description}
            </Text>
            <EntryBadges entry={entry} />
          </Accordion.Control>
          <Accordion.Panel>
            <EntryDetails entry={entry} relatedOf={relatedOf} onOpen={onOpen} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
