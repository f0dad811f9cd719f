import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { CommunicationLog } from '../../../../../shared/api/communication-logs.ts';
import { formatDateTime } from '../../../../lib/format-date.ts';

const outcomeColors: Record<string, string> = { Resolved: 'green', 'Raise Ticket': 'orange', 'No Response': 'gray' };

type Props = { log: CommunicationLog; isDeleting: boolean; onDelete: () => void };

export function CommunicationLogItem({ log, isDeleting, onDelete }: Props) {
  const author = log.createdByName;
  return (
    <Paper withBorder p="sm" radius="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="xs">
            <Text fw={600} size="sm">
              {log.contactPerson}
            </Text>
            <Badge variant="outline" color="blue">
              {log.communicationMethod}
            </Badge>
            {log.outcome && (
              <Badge variant="light" color={outcomeColors[log.outcome] ?? 'gray'}>
                {log.outcome}
              </Badge>
            )}
            {log.ticketNumber && (
              <Badge variant="filled" color="orange">
                Ticket {log.ticketNumber}
              </Badge>
            )}
          </Group>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            loading={isDeleting}
            onClick={onDelete}
          >
            Delete
          </Button>
        </Group>
        {log.content && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {log.content}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {formatDateTime(log.createdAt)}
          {author ? ` by ${author}` : ''}
        </Text>
      </Stack>
    </Paper>
  );
}
