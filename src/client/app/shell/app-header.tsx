import { Anchor, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'wouter';
import type { CurrentUser } from '../../../shared/api/auth.ts';
import { displayNameOf } from '../../lib/current-user.ts';
import { FeedbackButton } from '../../features/feedback/components/feedback-button.tsx';
import { Logo } from '../../components/logo.tsx';
import { PRODUCT_NAME } from '../../lib/product.ts';
import { LogoutButton, MyProfileButton } from './header-buttons.tsx';
import { HeaderMenu } from './header-menu.tsx';

/**
 * Header of signed-in screens (part 1 section 1): logo, product name, Feedback, user's name, My
 * Profile (every signed-in user's, DECISIONS section 5), Logout. Below Mantine's sm breakpoint
 * (48em, 768 px) the right side collapses into a menu button whose drawer holds the main tabs,
 * Feedback, My Profile and Logout (issue 9, item 8).
 */
export function AppHeader({ user }: { user: CurrentUser }) {
  const [isMenuOpen, menu] = useDisclosure(false);
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
      <Group gap="sm" wrap="nowrap" visibleFrom="sm">
        <FeedbackButton />
        <Text size="sm" fw={500} truncate maw={220} data-testid="current-user-name">
          {displayNameOf(user)}
        </Text>
        <MyProfileButton />
        <LogoutButton />
      </Group>
      <Burger hiddenFrom="sm" opened={isMenuOpen} onClick={menu.toggle} aria-label="Menu" aria-expanded={isMenuOpen} />
      <HeaderMenu user={user} opened={isMenuOpen} onClose={menu.close} />
    </Group>
  );
}
