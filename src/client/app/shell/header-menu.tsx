import { Button, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link, useLocation, useSearchParams } from 'wouter';
import type { CurrentUser } from '../../../shared/api/auth.ts';
import { permittedTabs, resolveTab } from '../../../shared/domain/permissions.ts';
import { displayNameOf } from '../../lib/current-user.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { FeedbackButton } from '../../features/feedback/components/feedback-button.tsx';

type Props = { user: CurrentUser; opened: boolean; onClose: () => void };

/** The phone header's menu (issue 9, item 8): who is signed in, the main tabs as links, Feedback, My Profile and Logout. */
export function HeaderMenu({ user, opened, onClose }: Props) {
  const logout = useLogout();
  const [location] = useLocation();
  const [searchParams] = useSearchParams();
  const currentTab = location === '/' ? resolveTab(searchParams.get('tab'), user.role) : null;
  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" position="right" size="xs" hiddenFrom="sm">
      <Stack gap="md">
        <Text size="sm" fw={500}>
          Signed in as {displayNameOf(user)}
        </Text>
        <nav aria-label="Main">
          {permittedTabs(user.role).map((tab) => (
            <NavLink
              key={tab.value}
              component={Link}
              href={`/?tab=${tab.value}`}
              label={tab.label}
              active={tab.value === currentTab}
              aria-current={tab.value === currentTab ? 'page' : undefined}
              onClick={onClose}
            />
          ))}
        </nav>
        <FeedbackButton />
        <Button
          component={Link}
          href="/profile"
          variant="subtle"
          leftSection={<IconUserCircle size={16} aria-hidden />}
          onClick={onClose}
        >
          My Profile
        </Button>
        <Button
          variant="default"
          leftSection={<IconLogout size={16} aria-hidden />}
          loading={logout.isPending}
          onClick={() => logout.mutate()}
        >
          Logout
        </Button>
      </Stack>
    </Drawer>
  );
}
