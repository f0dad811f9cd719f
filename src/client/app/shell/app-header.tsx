import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { CurrentUser } from '../../../shared/api/auth.ts';
import { displayNameOf } from '../../lib/current-user.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { FeedbackButton } from '../../features/feedback/components/feedback-button.tsx';
import { Logo } from '../../components/logo.tsx';
import { PRODUCT_NAME } from '../../lib/product.ts';

/**
 * Header of signed-in screens (part 1 section 1): logo, product name, Feedback, user's name, My
 * Profile (every signed-in user's, DECISIONS section 5), Logout.
 */
export function AppHeader({ user }: { user: CurrentUser }) {
  const logout = useLogout();
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
        <FeedbackButton />
        <Text size="sm" fw={500} truncate maw={220} data-testid="current-user-name">
          {displayNameOf(user)}
        </Text>
        <Button component={Link} href="/profile" variant="subtle" leftSection={<IconUserCircle size={16} aria-hidden />}>
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
      </Group>
    </Group>
  );
}
