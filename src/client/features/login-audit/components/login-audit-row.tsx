import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { LoginAudit } from '../../../../shared/api/login-audit.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { fullName } from '../../../lib/full-name.ts';
import { failureReasonLabel } from '../lib/failure-reason.ts';

/** One sign-in attempt: who, when, from where, and why it failed. */
export function LoginAuditRow({ audit }: { audit: LoginAudit }) {
  const isSuccess = audit.login_status === 'success';
  const name = fullName({ firstName: audit.first_name, lastName: audit.last_name }) || 'Unknown user';
  const reason = failureReasonLabel(audit.failure_reason);
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
        <Stack gap={2}>
          <Text fw={500} size="sm">
            {name}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {audit.email}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Group gap="xs">
            {reason && (
              <Text size="xs" c="red">
                {reason}
              </Text>
            )}
            <Badge color={isSuccess ? 'green' : 'red'} variant="light">
              {isSuccess ? 'Success' : 'Failed'}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(audit.login_at)}
            {audit.ip_address ? ` · ${audit.ip_address}` : ''}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
