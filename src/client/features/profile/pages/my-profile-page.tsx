import type { ReactNode } from 'react';
import { Anchor, Grid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { QueryState } from '../../../components/query-state.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { AccountInfoCard } from '../components/account-info-card.tsx';
import { ChangePasswordCard } from '../components/change-password-form.tsx';
import { PasskeysCard } from '../components/passkeys-card.tsx';
import { ProfileOverviewCard } from '../components/profile-overview-card.tsx';

/**
 * My Profile (docs/domain.md), for every signed-in user: who they are (name, e-mail, role,
 * account information), Change Password with the current password, and their Passkeys. Names and e-mail are set by
 * an administrator; an admin edits their own on Admin Profile, which stays as the spec has it.
 * `security` (Two-Step Sign-In) and `notifications` are other areas' sections, which the app's route
 * passes in (a feature never imports another, src/client/features/README.md).
 */
export default function MyProfilePage({
  security,
  notifications,
}: {
  security?: ReactNode;
  notifications?: ReactNode;
}) {
  const user = useCurrentUser();
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        My Profile
      </Title>
      <QueryState
        isPending={user.isPending}
        error={user.error}
        errorTitle="Failed to load your profile"
        loadingLabel="Loading profile"
      >
        {user.data && (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="lg">
                <ProfileOverviewCard profile={user.data} />
                <AccountInfoCard profile={user.data} />
                <Text size="sm" c="dimmed">
                  {user.data.role === 'admin' ? (
                    <>
                      Change your name or e-mail on{' '}
                      <Anchor component={Link} href="/admin-profile" underline="always">
                        Admin Profile
                      </Anchor>
                      .
                    </>
                  ) : (
                    'To change your name or e-mail, ask an administrator.'
                  )}
                </Text>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="lg">
                <ChangePasswordCard />
                {security}
                <PasskeysCard />
                {notifications}
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </QueryState>
    </Stack>
  );
}
