import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import type { FeedbackItem } from '../../../../../shared/api/feedback.ts';
import { feedbackSender } from '../../../../../shared/domain/feedback.ts';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { FeedbackBadges } from './feedback-badges.tsx';

const wrap = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * One feedback card (docs/domain.md): title, badges, description, who sent it (name and e-mail)
 * and when (en-GB, London time), the admin notes once there are some, and Manage.
 */
export function FeedbackCard({ item, onManage }: { item: FeedbackItem; onManage: () => void }) {
  return (
    <Paper component="article" aria-label={item.title} withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={6} miw={0}>
            <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {item.title}
            </Title>
            <FeedbackBadges item={item} />
          </Stack>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconSettings size={14} aria-hidden />}
            onClick={onManage}
            style={{ flexShrink: 0 }}
          >
            Manage
          </Button>
        </Group>
        <Text size="sm" style={wrap}>
          {item.description}
        </Text>
        <Text size="sm" c="dimmed">
          {`From ${feedbackSender(item)} · ${formatDateTime(item.createdAt)}`}
        </Text>
        {item.adminNotes && (
          <Text size="sm" style={wrap}>
            <Text component="span" inherit fw={600}>
              {'Admin Notes: '}
            </Text>
            {item.adminNotes}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
