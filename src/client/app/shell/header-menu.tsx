import { Drawer, NavLink, Stack, Text } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'wouter';
import type { CurrentUser } from '../../../shared/api/auth.ts';
import { permittedTabs, resolveTab } from '../../../shared/domain/permissions.ts';
import { displayNameOf } from '../../lib/current-user.ts';
import { FeedbackButton } from '../../features/feedback/components/feedback-button.tsx';
import { LogoutButton, MyProfileButton } from './header-buttons.tsx';

type Props = { user: CurrentUser; opened: boolean; onClose: () => void };

/** The phone header's menu (issue 9, item 8): who is signed in, the main tabs as links, Feedback, My Profile and Logout. */
export function HeaderMenu({ user, opened, onClose }: Props) {
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
        <MyProfileButton onClick={onClose} />
        <LogoutButton />
      </Stack>
    </Drawer>
  );
}
