import { Drawer, NavLink, Stack, Text } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'wouter';
import type { CurrentUser } from '../../../shared/api/auth.ts';
import { permittedTabs, resolveTab } from '../../../shared/domain/permissions.ts';
import { displayNameOf } from '../../lib/current-user.ts';
import { FeedbackButton } from '../../features/feedback/components/feedback-button.tsx';
import { HelpButton } from '../../features/help/components/help-button.tsx';
import { LogoutButton, MyProfileButton, MyWorkButton } from './header-buttons.tsx';

/**
 * Below this breakpoint (lg, 75em, 1200 px) the header's buttons live in this menu: with Help &
 * Guide the row needs about 1,150 px with the product name, and narrower screens would push Logout
 * off the edge.
 */
export const HEADER_MENU_BELOW = 'lg';

type Props = { user: CurrentUser; opened: boolean; onClose: () => void; onOpenHelp: () => void };

/**
 * The phone header's menu (issue 9, item 8): who is signed in, the main tabs as links, Help & Guide
 * (the menu closes and the header's Help Center opens), Feedback, My Profile and Logout.
 */
export function HeaderMenu({ user, opened, onClose, onOpenHelp }: Props) {
  const [location] = useLocation();
  const [searchParams] = useSearchParams();
  const currentTab = location === '/' ? resolveTab(searchParams.get('tab'), user.role) : null;
  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" position="right" size="xs" hiddenFrom={HEADER_MENU_BELOW}>
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
        {!user.requirePasswordChange && <MyWorkButton onClick={onClose} />}
        <HelpButton
          onClick={() => {
            onClose();
            onOpenHelp();
          }}
        />
        <FeedbackButton />
        <MyProfileButton onClick={onClose} />
        <LogoutButton />
      </Stack>
    </Drawer>
  );
}
