import { Button } from '@mantine/core';
import { IconChecklist, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'wouter';
import { useLogout } from '../../features/auth/api/logout.ts';

/** My Profile, as the desktop header and the phone menu show it; onClick lets the menu close itself. */
export function MyProfileButton({ onClick }: { onClick?: () => void }) {
  return (
    <Button
      component={Link}
      href="/profile"
      variant="subtle"
      leftSection={<IconUserCircle size={16} aria-hidden />}
      onClick={onClick}
    >
      My Profile
    </Button>
  );
}

/** My Work (docs/domain.md "My work"): what waits for the user, as the desktop header and the phone menu show it. */
export function MyWorkButton({ onClick }: { onClick?: () => void }) {
  return (
    <Button
      component={Link}
      href="/my-work"
      variant="subtle"
      leftSection={<IconChecklist size={16} aria-hidden />}
      onClick={onClick}
    >
      My Work
    </Button>
  );
}

/** Logout, as the desktop header and the phone menu show it. */
export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button
      variant="default"
      leftSection={<IconLogout size={16} aria-hidden />}
      loading={logout.isPending}
      onClick={() => logout.mutate()}
    >
      Logout
    </Button>
  );
}
