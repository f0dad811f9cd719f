import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { AgencyLog } from '../../../../../shared/api/agency-communications.ts';
import { formatDateTime } from '../../../../lib/format-date.ts';

type Props = { log: AgencyLog; onDelete?: (() => void) | undefined };

/** One logged communication (docs/domain.md, Agencies): who, how, the outcome (and its ticket), what was said, when and by whom. */
export function CommunicationEntry({ log, onDelete }: Props) {
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{log.contactPerson}</Text>
            <Badge variant="light" color="blue">
              {log.communicationMethod}
            </Badge>
            {log.outcome && (
              <Badge variant="outline" color={log.outcome === 'Raise Ticket' ? 'orange' : 'gray'}>
                {log.outcome}
              </Badge>
            )}
            {log.ticketNumber && (
              <Badge variant="filled" color="orange">
                {`Ticket ${log.ticketNumber}`}
              </Badge>
            )}
          </Group>
          {log.subject && (
            <Text size="sm" fw={500} mt={4}>
              {log.subject}
            </Text>
          )}
          {log.content && (
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {log.content}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt={4}>
            {formatDateTime(log.createdAt)}
            {log.createdByName ? ` by ${log.createdByName}` : ''}
          </Text>
        </div>
        {onDelete && (
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onDelete}
          >
            Delete
          </Button>
        )}
      </Group>
    </Paper>
  );
}
