import { Anchor, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'wouter';
import type { CurrentUser } from '../../../shared/api/auth.ts';
import { displayNameOf } from '../../lib/current-user.ts';
import { FeedbackButton } from '../../features/feedback/components/feedback-button.tsx';
import { HelpButton } from '../../features/help/components/help-button.tsx';
import { HelpCenterModal } from '../../features/help/components/help-center-modal.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { SearchButton } from '../../features/search/components/search-button.tsx';
import { Logo } from '../../components/logo.tsx';
import { PRODUCT_NAME } from '../../lib/product.ts';
import { LogoutButton, MyProfileButton, MyWorkButton } from './header-buttons.tsx';
import { HEADER_MENU_BELOW, HeaderMenu } from './header-menu.tsx';

/**
 * Header of signed-in screens (docs/domain.md): logo, product name, Help & Guide (the Help
 * Center, docs/domain.md), Feedback, user's name, My Profile (every signed-in user's, docs/domain.md),
 * Logout, and on every screen width the search box (docs/domain.md, "Search and the command
 * palette") and the notification bell (docs/domain.md "Notifications in the app"), except while a
 * password change is forced. Below Mantine's lg breakpoint (75em, 1200 px)
 * the right side collapses into a menu button whose drawer holds the main tabs, Help & Guide, Feedback, My Profile and Logout
 * (issue 9, item 8). The Help Center is held here, so either button opens the same dialog.
 */
export function AppHeader({ user }: { user: CurrentUser }) {
  const [isMenuOpen, menu] = useDisclosure(false);
  const [isHelpOpen, help] = useDisclosure(false);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Anchor component={Link} href="/" underline="never" c="inherit" aria-label={`${PRODUCT_NAME} home`}>
        <Group gap="sm" wrap="nowrap">
          <Logo />
          <Text fw={700} size="lg" visibleFrom="sm">
            {PRODUCT_NAME}
          </Text>
        </Group>
      </Anchor>
      <Group gap="sm" wrap="nowrap">
        {/* During a forced password change the server answers nothing else (docs/domain.md, Sign-in and sessions). */}
        {!user.requirePasswordChange && <SearchButton />}
        {!user.requirePasswordChange && <NotificationBell />}
        <Group gap="sm" wrap="nowrap" visibleFrom={HEADER_MENU_BELOW}>
          {!user.requirePasswordChange && <MyWorkButton />}
          <HelpButton onClick={help.open} />
          <FeedbackButton />
          <Text size="sm" fw={500} truncate maw={220} data-testid="current-user-name">
            {displayNameOf(user)}
          </Text>
          <MyProfileButton />
          <LogoutButton />
        </Group>
        <Burger
          hiddenFrom={HEADER_MENU_BELOW}
          opened={isMenuOpen}
          onClick={menu.toggle}
          aria-label="Menu"
          aria-expanded={isMenuOpen}
        />
      </Group>
      <HeaderMenu user={user} opened={isMenuOpen} onClose={menu.close} onOpenHelp={help.open} />
      <HelpCenterModal opened={isHelpOpen} onClose={help.close} />
    </Group>
  );
}
