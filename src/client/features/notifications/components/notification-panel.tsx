import { useState } from 'react';
import { Button, Center, Divider, Group, Loader, Pagination, Stack, Switch, Text } from '@mantine/core';
import { useLocation } from 'wouter';
import { NOTIFICATIONS_PAGE_SIZE, type NotificationItem } from '../../../../shared/api/notifications.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { safeNextPath } from '../../../lib/next-path.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { NotificationEntry } from './notification-entry.tsx';

const controlNames = { first: 'First page', last: 'Last page', previous: 'Previous page', next: 'Next page' };

/**
 * The bell's panel (docs/domain.md "Notifications in the app"): newest first, 20 a page, all or
 * unread only, Mark all as read. Opening an entry marks it read, goes to its address in the app
 * and closes the panel.
 */
export function NotificationPanel({ unread, onClose }: { unread: number; onClose: () => void }) {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const list = useNotifications(unreadOnly, page);
  const markRead = useMarkRead();
  const [, navigate] = useLocation();

  const open = (item: NotificationItem) => {
    if (item.readAt === null) markRead.mutate({ ids: [item.id] });
    navigate(safeNextPath(item.url));
    onClose();
  };
  const totalPages = Math.ceil((list.data?.total ?? 0) / NOTIFICATIONS_PAGE_SIZE);

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700} id="notifications-panel-title">
          Notifications
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          disabled={unread === 0}
          loading={markRead.isPending && markRead.variables && 'all' in markRead.variables}
          onClick={() => markRead.mutate({ all: true })}
        >
          Mark all as read
        </Button>
      </Group>
      <Switch
        label="Unread only"
        checked={unreadOnly}
        onChange={(event) => {
          setUnreadOnly(event.currentTarget.checked);
          setPage(1);
        }}
      />
      <Divider />
      <QueryState
        isPending={list.isPending}
        error={list.error}
        errorTitle="Failed to load notifications"
        loadingLabel="Loading notifications"
      >
        {list.data && list.data.items.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            {unreadOnly ? 'No unread notifications' : 'No notifications'}
          </Text>
        ) : (
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-busy={list.isFetching}>
            {list.data?.items.map((item) => (
              <li key={item.id}>
                <NotificationEntry item={item} onOpen={open} />
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
      {list.isPlaceholderData && (
        <Center>
          <Loader size="xs" role="status" aria-label="Loading notifications" />
        </Center>
      )}
      {totalPages > 1 && (
        <Center>
          <Pagination
            component="nav"
            aria-label="Notification pages"
            size="sm"
            total={totalPages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': controlNames[control] })}
            getItemProps={(n) => ({ 'aria-current': n === page ? 'page' : undefined })}
          />
        </Center>
      )}
    </Stack>
  );
}
