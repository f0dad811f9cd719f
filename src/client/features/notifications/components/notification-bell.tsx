import { ActionIcon, Indicator, Popover, ScrollArea, Tooltip, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useNotificationStream } from '../hooks/use-notification-stream.ts';
import { unreadBadge } from '../lib/unread-badge.ts';
import { POLL_EVERY_MS } from '../lib/stream-event.ts';
import { NotificationPanel } from './notification-panel.tsx';

/**
 * The header's bell (docs/domain.md "Notifications in the app"): the unread count on it (none at
 * 0, '99+' past 99), kept live by the notification stream or, while that is down, asked every
 * 60 seconds; clicking it opens the panel of notifications.
 */
export function NotificationBell() {
  const [opened, panel] = useDisclosure(false);
  const stream = useNotificationStream();
  const count = useUnreadCount(stream.isDown ? POLL_EVERY_MS : false);
  const unread = count.data ?? 0;
  const badge = unreadBadge(unread);
  return (
    <Popover
      opened={opened}
      onChange={(isOpen) => (isOpen ? panel.open() : panel.close())}
      position="bottom-end"
      width="min(380px, calc(100vw - 32px))"
      shadow="md"
      trapFocus
      returnFocus
    >
      <Indicator label={badge} disabled={badge === null} size={18} offset={6} color="red" inline>
        <Tooltip label="Notifications" openDelay={300}>
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label="Notifications"
              aria-describedby={badge ? 'notifications-unread-count' : undefined}
              onClick={panel.toggle}
            >
              <IconBell size={20} aria-hidden />
            </ActionIcon>
          </Popover.Target>
        </Tooltip>
      </Indicator>
      {badge && <VisuallyHidden id="notifications-unread-count">{`${badge} unread`}</VisuallyHidden>}
      <Popover.Dropdown aria-labelledby="notifications-panel-title" p="sm">
        <ScrollArea.Autosize mah="min(70vh, 640px)" type="auto">
          <NotificationPanel unread={unread} onClose={panel.close} />
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
