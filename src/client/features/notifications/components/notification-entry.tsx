import { Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { NotificationItem } from '../../../../shared/api/notifications.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { timeAgo } from '../lib/relative-time.ts';

type Props = { item: NotificationItem; onOpen: (item: NotificationItem) => void };

/**
 * One notification in the bell's panel: its title and how long ago (the exact moment on hover).
 * An unread one is bold on a tinted ground with a dot, and says 'Unread' to assistive technology;
 * its time is in the text colour, since the dimmed grey on the tint falls below 4.5:1 contrast (axe).
 */
export function NotificationEntry({ item, onOpen }: Props) {
  const isUnread = item.readAt === null;
  return (
    <UnstyledButton
      onClick={() => onOpen(item)}
      w="100%"
      px="sm"
      py={8}
      bg={isUnread ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      data-unread={isUnread || undefined}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Box
          w={8}
          h={8}
          mt={6}
          style={{ borderRadius: '50%', flexShrink: 0 }}
          bg={isUnread ? 'var(--mantine-primary-color-filled)' : 'transparent'}
          aria-hidden
        />
        <Stack gap={2}>
          {isUnread && <VisuallyHidden>Unread: </VisuallyHidden>}
          <Text size="sm" fw={isUnread ? 700 : 400}>
            {item.title}
          </Text>
          <Text
            size="xs"
            c={isUnread ? undefined : 'dimmed'}
            component="time"
            dateTime={item.createdAt}
            title={formatDateTime(item.createdAt)}
          >
            {timeAgo(item.createdAt)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
